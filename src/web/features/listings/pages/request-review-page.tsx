import { useQuery } from "@tanstack/react-query";
import { Check, Info, X } from "lucide";
import type { ReactNode } from "react";
import { useNavigate, useParams } from "react-router";
import { Button, type ButtonVariant } from "../../../components/button";
import { ErrorBox } from "../../../components/error-box";
import { Icon, type IconNode } from "../../../components/icon";
import { QueryError } from "../../../components/load-error";
import { PageHeader } from "../../../components/page-header";
import { Skeleton } from "../../../components/skeleton";
import { ApiError, errorMessage } from "../../../lib/api";
import { deadlineIn } from "../../../lib/event-times-in-words";
import { type MessageKey, type Translate, useLanguage, useMessages } from "../../../lib/i18n";
import { useEventDetail } from "../../../lib/queries/events";
import { userQuery } from "../../../lib/queries/users";
import { answerIn } from "../answer-sentences";
import { type EventDetail, type RequestAnswer, useAnswerRequest } from "../api";
import { ApplicantDetails, ApplicantHero } from "../components/applicant-profile";
import { TwoColumnSkeleton } from "../components/two-column-skeleton";
import { WaitlistBadge } from "../components/waitlist-badge";
import { hostDetailPath } from "../paths";

/** Why the host cannot answer here, or null when the request is waiting for an answer. */
function blocker(t: Translate<"listings">, event: EventDetail, userId: string, name: string): string | null {
  if (event.role !== "host") return t("notHost");
  const request = event.participants.find((p) => p.user._id === userId);
  if (request?.requestStatus === "accepted") return t("alreadyIn", { name });
  if (request?.requestStatus !== "requested") return t("noPendingRequest", { name });
  return null;
}

// Marks where the event's name goes in "{name} wants to join {event}.", which each language orders
// its own way; the name is set in bold there.
const EVENT_MARK = "\u0000";

function Panel({ children }: { children: ReactNode }) {
  return <div className="rounded-2xl border border-gray-200/80 bg-white p-4 shadow-sm">{children}</div>;
}

// The host's two answers, side by side: Reject first, Accept as the main action.
const CHOICES = [
  { choice: "reject", label: "reject", icon: X, variant: "secondary" },
  { choice: "approve", label: "accept", icon: Check, variant: "primary" },
] as const satisfies ReadonlyArray<{
  choice: RequestAnswer;
  label: MessageKey<"listings">;
  icon: IconNode;
  variant: ButtonVariant;
}>;

function Decision({ event, userId, name }: { event: EventDetail; userId: string; name: string }) {
  const t = useMessages("listings");
  const language = useLanguage();
  const navigate = useNavigate();
  const answer = useAnswerRequest(event._id, userId);
  const reason = blocker(t, event, userId, name);
  if (reason) {
    return (
      <Panel>
        <p role="status" className="flex items-start gap-3 text-sm text-gray-700">
          <Icon node={Info} aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          {reason}
        </p>
      </Panel>
    );
  }
  const decide = (choice: RequestAnswer) =>
    answer.mutate(choice, { onSuccess: () => void navigate(hostDetailPath(event._id)) });
  const offer = event.participants.find((p) => p.user._id === userId && p.fromWaitlist);
  const [beforeEvent = "", afterEvent = ""] = t("wantsToJoin", { name, event: EVENT_MARK }).split(EVENT_MARK);
  return (
    <Panel>
      {offer && (
        <div className="mb-3 space-y-2">
          <WaitlistBadge />
          <p className="text-sm text-gray-600">
            {offer.offerExpiresAt
              ? t("fromWaitlistUntil", { when: deadlineIn(language, offer.offerExpiresAt) })
              : t("fromWaitlistNote")}
          </p>
        </div>
      )}
      <p className="mb-3 text-sm text-gray-700">
        {beforeEvent}
        <span className="font-semibold text-gray-900">{event.name}</span>
        {afterEvent}
      </p>
      {answer.isError && (
        <ErrorBox className="mb-3">
          {answerIn(t, {
            code: answer.error instanceof ApiError ? answer.error.code : null,
            message: errorMessage(answer.error),
          })}
        </ErrorBox>
      )}
      <div className="grid grid-cols-2 gap-2">
        {CHOICES.map(({ choice, label, icon: glyph, variant }) => (
          <Button
            key={choice}
            variant={variant}
            onClick={() => decide(choice)}
            busy={answer.isPending && answer.variables === choice}
            disabled={answer.isPending}
          >
            <Icon node={glyph} aria-hidden="true" className="size-4" />
            {t(label)}
          </Button>
        ))}
      </div>
    </Panel>
  );
}

/** SPEC 2 "/request/{event}/{id}": the host looks at an applicant and accepts or rejects them. */
export function RequestReviewPage() {
  const t = useMessages("listings");
  const { event: eventId = "", id: userId = "" } = useParams();
  const user = useQuery(userQuery(userId));
  const event = useEventDetail(eventId);

  let body: ReactNode;
  if (user.error) {
    body = <QueryError query={user} />;
  } else if (!user.data) {
    body = (
      <TwoColumnSkeleton
        columns="grid-cols-[minmax(0,1fr)] md:grid-cols-[minmax(0,360px)_minmax(0,1fr)]"
        main="h-80 rounded-2xl"
        side={{ decision: "h-32 rounded-2xl", details: "h-32 rounded-2xl" }}
      />
    );
  } else {
    let decision: ReactNode;
    if (event.data) decision = <Decision event={event.data} userId={userId} name={user.data.name} />;
    else if (event.error) {
      decision = <QueryError query={event} />;
    } else decision = <Skeleton className="h-28 rounded-2xl" />;
    body = (
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 md:grid-cols-[minmax(0,360px)_minmax(0,1fr)] md:items-start">
        <div className="space-y-4 md:sticky md:top-6">
          <ApplicantHero user={user.data} />
          {decision}
        </div>
        <ApplicantDetails user={user.data} />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-[1100px]">
      <PageHeader
        title={t("reviewTitle")}
        subtitle={event.data ? t("reviewSubtitle", { event: event.data.name }) : undefined}
        backTo={hostDetailPath(eventId)}
        backLabel={t("back")}
      />
      {body}
    </div>
  );
}
