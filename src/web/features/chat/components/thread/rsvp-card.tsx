import type { EventDetail } from "@shared/contracts/events";
import { isEventOver } from "@shared/event-rules";
import { CalendarCheck, Check, CircleAlert, LoaderCircle } from "lucide";
import { Icon } from "../../../../components/icon";
import { cn } from "../../../../lib/cn";
import { type MessageKey, useMessages } from "../../../../lib/i18n";
import { useRsvp } from "../../api";
import { CardShell } from "./card-shell";
import type { ThreadMessage } from "./types";

type Answer = "yes" | "no";

/** The poll's two buttons, Going first. */
const ANSWERS: Array<{ value: Answer; label: MessageKey<"thread"> }> = [
  { value: "yes", label: "going" },
  { value: "no", label: "notGoing" },
];

/** SPEC 3 "Participant": yes is Going, no is Not going, anything else Thinking About It. */
export function answerLabel(rsvpStatus: string | null | undefined): MessageKey<"thread"> {
  if (rsvpStatus === "yes") return "going";
  if (rsvpStatus === "no") return "notGoing";
  return "thinking";
}

/** The host's tally over accepted members. */
export function rsvpSummary(participants: EventDetail["participants"]) {
  const accepted = participants.filter((p) => p.requestStatus === "accepted");
  return {
    going: accepted.filter((p) => p.rsvpStatus === "yes").length,
    thinking: accepted.filter((p) => p.rsvpStatus !== "yes" && p.rsvpStatus !== "no").length,
    notGoing: accepted.filter((p) => p.rsvpStatus === "no").length,
  };
}

function AnswerButton({
  value,
  label,
  current,
  busy,
  disabled,
  onAnswer,
}: {
  value: Answer;
  label: string;
  current: string | undefined;
  busy: boolean;
  disabled: boolean;
  onAnswer: (value: Answer) => void;
}) {
  const pressed = current === value;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={disabled}
      onClick={() => {
        if (!pressed) onAnswer(value);
      }}
      className={cn(
        "inline-flex min-h-11 items-center justify-center gap-1.5 rounded-xl border px-3 text-sm font-semibold transition-colors",
        "focus-ring focus-visible:ring-offset-2",
        "disabled:cursor-not-allowed",
        pressed
          ? "border-brand-700 bg-brand-700 text-white shadow-sm"
          : "border-gray-200 bg-white text-gray-800 hover:border-brand-300 hover:bg-brand-50 disabled:text-gray-400",
      )}
    >
      {busy ? (
        <Icon node={LoaderCircle} aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        pressed && <Icon node={Check} aria-hidden="true" className="size-4" />
      )}
      {label}
    </button>
  );
}

/**
 * SPEC 4 "Role per event": the host's RSVP poll. Accepted seekers answer yes or no right here (the
 * answer buttons show to seekers only); the host sees how members answered instead.
 */
export function RsvpCard({
  question,
  message,
  eventId,
  event,
}: {
  question: string;
  message: ThreadMessage;
  eventId: string;
  /** The event; undefined while it loads (the card then shows the question only). */
  event: EventDetail | undefined;
}) {
  const t = useMessages("thread");
  const rsvp = useRsvp(eventId);
  const isHost = event?.role === "host";
  const isMember = event?.role === "seeker" && event.myRequest?.requestStatus === "accepted";
  // The server takes answers only while the event is on and has not ended.
  const answersOpen = event !== undefined && event.eventStatus === "ongoing" && !isEventOver(event);
  // While an answer is on its way it shows as chosen; afterwards the refreshed event tells.
  const current = rsvp.isPending ? rsvp.variables : event?.myRequest?.rsvpStatus;

  return (
    <CardShell icon={CalendarCheck} kind={t("rsvpPoll")} message={message} body={question}>
      {isMember && (
        <>
          {answersOpen ? (
            <div className="mt-3 grid grid-cols-2 gap-2">
              {ANSWERS.map(({ value, label }) => (
                <AnswerButton
                  key={value}
                  value={value}
                  label={t(label)}
                  current={current}
                  busy={rsvp.isPending && rsvp.variables === value}
                  disabled={rsvp.isPending}
                  onAnswer={(answer) => rsvp.mutate(answer)}
                />
              ))}
            </div>
          ) : (
            <p className="mt-2.5 text-sm text-gray-600">{t("rsvpClosed")}</p>
          )}
          <p className="mt-2.5 text-sm text-gray-600">
            {t("yourAnswer")}{" "}
            <strong className="font-semibold text-gray-900">{t(answerLabel(current))}</strong>
          </p>
          {rsvp.isError && (
            <p role="alert" className="mt-2 flex items-start gap-2 text-sm font-medium text-red-600">
              <Icon node={CircleAlert} aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t("rsvpFailed")}
            </p>
          )}
        </>
      )}
      {isHost && event && <HostSummary participants={event.participants} />}
    </CardShell>
  );
}

function HostSummary({ participants }: { participants: EventDetail["participants"] }) {
  const t = useMessages("thread");
  const { going, thinking, notGoing } = rsvpSummary(participants);
  const cells = [
    { label: t("going"), value: going, tone: "bg-emerald-50 text-emerald-800" },
    { label: t("thinking"), value: thinking, tone: "bg-amber-50 text-amber-900" },
    { label: t("notGoing"), value: notGoing, tone: "bg-stone-100 text-gray-700" },
  ];
  return (
    <div className="mt-3">
      <p className="mb-2 text-xs font-semibold tracking-wide text-gray-600 uppercase">{t("summary")}</p>
      <dl className="grid grid-cols-3 gap-2">
        {cells.map((cell) => (
          <div
            key={cell.label}
            className={cn("flex flex-col-reverse justify-end rounded-xl px-2.5 py-2", cell.tone)}
          >
            <dt className="text-xs leading-tight font-medium">{cell.label}</dt>
            <dd className="text-xl leading-7 font-semibold tabular-nums">{cell.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
