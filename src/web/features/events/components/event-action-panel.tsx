import type { EventDetail } from "@shared/contracts/events";
import { CalendarPlus, CircleCheck, Hourglass, ListOrdered, ShieldCheck } from "lucide";
import { lazy, Suspense, useState } from "react";
import { Button, buttonClasses } from "../../../components/button";
import { ErrorBox } from "../../../components/error-box";
import { Icon } from "../../../components/icon";
import { Link } from "../../../components/link";
import { SuccessNotice } from "../../../components/success-notice";
import { downloadCalendar } from "../../../lib/calendar";
import { cn } from "../../../lib/cn";
import { type Language, loadCatalogue, type MessageKey, useLanguage, useMessages } from "../../../lib/i18n";
import { useCurrentUser } from "../../../lib/queries/users";
import { refusalIn, serverSentence } from "../../../lib/server-sentence";
import { useOnline } from "../../../lib/use-online";
import { useUserId } from "../../../lib/use-session";
import { useJoinEvent, useWaitlist } from "../api";
import { canAddToCalendar, eventAction } from "../event-action";
import { EVENT_SERVER_KEYS } from "../server-keys";

// Only a member on the waitlist can be asked "Leave the waitlist?": the dialog's code loads when they
// ask, so an event page's first visit carries none of it (first-visit JS budget, bench:web).
const ConfirmDialog = lazy(() =>
  import("../../../components/confirm-dialog").then((m) => ({ default: m.ConfirmDialog })),
);

type AnswerKey = MessageKey<"action-answers">;

/**
 * The outcome of the member's last action, said when shown: the page's own sentence, the server's
 * answer (its sentence and code), or a failure with the page's sentence for when no reason came back.
 */
type Notice =
  | { tone: "success"; key: AnswerKey }
  | { tone: "success"; answer: { message: string | null; code: string | null } }
  | { tone: "error"; error: unknown; fallback: AnswerKey };

// An action's outcome is said from the action-answers area, which only a member who acts needs: it is
// fetched when they act, beside the request, and the outcome waits for it (it usually came first).
const answersIn = (language: Language) => void loadCatalogue(language, "action-answers");

function NoticeText({ notice }: { notice: NonNullable<Notice> }) {
  const t = useMessages("action-answers");
  if ("key" in notice) return t(notice.key);
  if ("answer" in notice) return serverSentence(t, EVENT_SERVER_KEYS, notice.answer);
  return refusalIn(t, EVENT_SERVER_KEYS, notice.error, notice.fallback);
}

/** "You are 2nd on the waitlist": the member's place, and the way off it (after a confirmation). */
function WaitlistPlace({
  label,
  note,
  busy,
  onLeave,
}: {
  label: string;
  note?: string;
  busy: boolean;
  onLeave: () => void;
}) {
  const t = useMessages("event");
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <p className="inline-flex min-h-13 w-full items-center justify-center gap-2 rounded-xl border border-brand-200 bg-brand-50 px-6 text-base font-semibold text-brand-700">
        <Icon node={ListOrdered} aria-hidden="true" className="size-5" />
        {label}
      </p>
      {note && <p className="text-center text-sm text-gray-600">{note}</p>}
      <Button variant="secondary" fullWidth onClick={() => setConfirming(true)}>
        {t("leaveWaitlist")}
      </Button>
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onClose={() => setConfirming(false)}
            title={t("leaveWaitlistTitle")}
            description={t("leaveWaitlistDescription")}
            cancelLabel={t("stayOnWaitlist")}
            actionLabel={t("leaveWaitlist")}
            actionVariant="danger"
            onConfirm={() => {
              onLeave();
              setConfirming(false);
            }}
            busy={busy}
            holdWhileBusy
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * The action of /event/{eventId}: "Request to join" and its later states, "Join the waitlist" on a
 * full event and the member's place once on it, the host's and closed labels, "Add to calendar" for
 * the host and accepted members, and the outcome of the last action (a status line for success, the
 * red box for a failure). Offline, the request waits for the connection and says so.
 */
export function EventActionPanel({ event }: { event: EventDetail }) {
  const t = useMessages("event");
  const language = useLanguage();
  const userId = useUserId();
  const me = useCurrentUser();
  const join = useJoinEvent(event._id);
  const waitlist = useWaitlist(event._id);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [downloading, setDownloading] = useState(false);
  const online = useOnline();

  const action = eventAction(
    event,
    {
      userId,
      member: me.data,
      memberPending: me.isPending && Boolean(userId),
    },
    t,
    language,
  );
  const pressable = action.kind === "join" || action.kind === "waitlist";
  const offlineJoin = pressable && !online;
  const note = offlineJoin ? t("needsConnection") : action.note;

  const requestToJoin = () => {
    setNotice(null);
    answersIn(language);
    join.mutate(undefined, {
      onSuccess: () => setNotice({ tone: "success", key: "joinSent" }),
      onError: (error) => setNotice({ tone: "error", error, fallback: "joinFailed" }),
    });
  };

  const onWaitlist = (step: "join" | "leave") => {
    setNotice(null);
    answersIn(language);
    waitlist.mutate(step, {
      // A step the server answered without a sentence has nothing to say.
      onSuccess: (answer) => (answer.message || answer.code) && setNotice({ tone: "success", answer }),
      onError: (error) => setNotice({ tone: "error", error, fallback: "joinFailed" }),
    });
  };

  const addToCalendar = async () => {
    setNotice(null);
    answersIn(language);
    setDownloading(true);
    try {
      await downloadCalendar(event);
    } catch (err) {
      setNotice({ tone: "error", error: err, fallback: "calendarFailed" });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      {action.kind === "waitlisted" ? (
        <WaitlistPlace
          label={action.label}
          note={note}
          busy={waitlist.isPending}
          onLeave={() => onWaitlist("leave")}
        />
      ) : action.kind === "verify" && action.to ? (
        <Link to={action.to} className={buttonClasses("primary", "lg", true)}>
          <Icon node={ShieldCheck} aria-hidden="true" className="size-5" />
          {action.label}
        </Link>
      ) : pressable || action.kind === "waiting" ? (
        <Button
          size="lg"
          fullWidth
          busy={join.isPending || waitlist.isPending}
          busyLabel={t("pleaseWait")}
          disabled={action.kind === "waiting" || offlineJoin}
          onClick={action.kind === "waitlist" ? () => onWaitlist("join") : requestToJoin}
        >
          {action.label}
        </Button>
      ) : (
        <button
          type="button"
          disabled
          className={cn(
            "inline-flex min-h-13 w-full items-center justify-center gap-2 rounded-xl border px-6 text-base font-semibold",
            "disabled:cursor-not-allowed",
            action.kind === "done"
              ? "border-emerald-200 bg-emerald-50 text-emerald-700"
              : "border-gray-200 bg-stone-100 text-gray-500",
          )}
        >
          {action.kind === "done" &&
            (event.myRequest?.requestStatus === "accepted" ? (
              <Icon node={CircleCheck} aria-hidden="true" className="size-5" />
            ) : (
              <Icon node={Hourglass} aria-hidden="true" className="size-5" />
            ))}
          <span className="inline-block first-letter:uppercase">{action.label}</span>
        </button>
      )}

      {note && action.kind !== "waitlisted" && <p className="text-center text-sm text-gray-600">{note}</p>}

      {canAddToCalendar(event, userId) && (
        <Button variant="secondary" fullWidth busy={downloading} onClick={() => void addToCalendar()}>
          <Icon node={CalendarPlus} aria-hidden="true" className="size-4" />
          {t("addToCalendar")}
        </Button>
      )}

      <SuccessNotice>
        {notice?.tone === "success" && (
          <Suspense fallback={null}>
            <NoticeText notice={notice} />
          </Suspense>
        )}
      </SuccessNotice>
      {notice?.tone === "error" && (
        <Suspense fallback={null}>
          <ErrorBox>
            <NoticeText notice={notice} />
          </ErrorBox>
        </Suspense>
      )}
    </div>
  );
}
