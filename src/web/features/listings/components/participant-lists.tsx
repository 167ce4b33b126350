import { ChevronRight } from "lucide";
import { useId } from "react";
import { Avatar } from "../../../components/avatar";
import { Icon } from "../../../components/icon";
import { Link } from "../../../components/link";
import { VerificationBadges } from "../../../components/verification-badges";
import { deadlineIn } from "../../../lib/event-times-in-words";
import { type MessageKey, useLanguage, useMessages } from "../../../lib/i18n";
import type { Participant } from "../api";
import { groupParticipants } from "../format";
import { WaitlistBadge } from "./waitlist-badge";

function PersonRow({ participant, to }: { participant: Participant; to?: string }) {
  const t = useMessages("listings");
  const language = useLanguage();
  const { user } = participant;
  const body = (
    <>
      <Avatar src={user.avatar} size="md" />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold text-gray-900">{user.name}</span>
        <span className="block truncate text-sm text-gray-600">{user.currentLocation}</span>
        <VerificationBadges member={user} size="sm" className="mt-1" />
        {participant.fromWaitlist && participant.requestStatus === "requested" && (
          <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
            <WaitlistBadge />
            {participant.offerExpiresAt && (
              <span className="text-xs font-medium text-gray-600">
                {t("answerBy", { when: deadlineIn(language, participant.offerExpiresAt) })}
              </span>
            )}
          </span>
        )}
      </span>
    </>
  );
  if (!to) return <div className="flex items-center gap-3 px-4 py-3">{body}</div>;
  return (
    <Link
      to={to}
      aria-label={t("reviewRequest", { name: user.name })}
      className="flex items-center gap-3 px-4 py-3 transition-colors hover:bg-stone-50 focus-ring focus-visible:ring-inset"
    >
      {body}
      <Icon node={ChevronRight} aria-hidden="true" className="size-5 shrink-0 text-gray-400" />
    </Link>
  );
}

function PeopleList({
  titleKey,
  emptyKey,
  people,
  linkTo,
}: {
  titleKey: MessageKey<"listings">;
  emptyKey: MessageKey<"listings">;
  people: Participant[];
  linkTo?: (participant: Participant) => string;
}) {
  const t = useMessages("listings");
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl border border-gray-200/80 bg-white shadow-sm"
    >
      <h2
        id={headingId}
        className="flex items-center justify-between px-4 pt-4 pb-2 text-base font-semibold text-gray-900"
      >
        {t(titleKey)}
        <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-gray-600">
          {people.length}
        </span>
      </h2>
      {people.length === 0 ? (
        <p className="px-4 pb-4 text-sm text-gray-600">{t(emptyKey)}</p>
      ) : (
        <ul aria-label={t(titleKey)} className="divide-y divide-gray-100">
          {people.map((p) => (
            <li key={p._id}>
              <PersonRow participant={p} to={linkTo?.(p)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Seekers (pending requests), Going and Thinking About It. For the host each seeker links to the
 * request screen; seekers see only accepted members, so their Seekers list stays empty. Requests
 * from the waitlist come first (the server's order) and carry a badge.
 */
export function ParticipantLists({
  participants,
  reviewEventId,
}: {
  participants: Participant[];
  /** Set for the host: each seeker links to /request/{eventId}/{userId}. */
  reviewEventId?: string;
}) {
  const { seekers, going, thinking } = groupParticipants(participants);
  return (
    <div className="grid gap-4 lg:grid-cols-3 lg:items-start">
      <PeopleList
        titleKey="seekers"
        emptyKey="noSeekers"
        people={seekers}
        linkTo={
          reviewEventId
            ? (p) => `/request/${encodeURIComponent(reviewEventId)}/${encodeURIComponent(p.user._id)}`
            : undefined
        }
      />
      <PeopleList titleKey="going" emptyKey="noGoing" people={going} />
      <PeopleList titleKey="thinking" emptyKey="noThinking" people={thinking} />
    </div>
  );
}
