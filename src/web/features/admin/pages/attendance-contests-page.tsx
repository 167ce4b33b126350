import { Check, ClipboardCheck, X } from "lucide";
import { useState } from "react";
import { formatDate } from "../../../lib/format";
import { ADMIN_FLAGS_TEXTS, ATTENDANCE_TEXTS } from "../../../lib/texts";
import {
  type AttendanceContest,
  type ContestDecision,
  useAttendanceContests,
  useResolveContest,
} from "../attendance/api";
import { type Decision, DecisionCard, DecisionQueue } from "../decision-queue";

const keyOf = (c: Pick<AttendanceContest, "eventId" | "member">) => `${c.eventId}:${c.member._id}`;

// The two answers to a contest: upholding keeps the no-show mark, overturning removes it.
const DECISIONS: Decision<ContestDecision>[] = [
  {
    decision: "uphold",
    variant: "secondary",
    icon: X,
    text: ATTENDANCE_TEXTS.uphold,
    label: ATTENDANCE_TEXTS.upholdLabel,
  },
  {
    decision: "overturn",
    variant: "primary",
    icon: Check,
    text: ATTENDANCE_TEXTS.overturn,
    label: ATTENDANCE_TEXTS.overturnLabel,
  },
];

/** /admin/attendance: no-show marks members contested, each to uphold or overturn (ADR 0023). */
export function AttendanceContestsPage() {
  const contests = useAttendanceContests();
  const resolve = useResolveContest();
  const [notice, setNotice] = useState<string | null>(null);
  const busyKey = resolve.isPending ? `${resolve.variables.eventId}:${resolve.variables.userId}` : null;

  const decide = (contest: AttendanceContest, decision: ContestDecision) => {
    setNotice(null);
    resolve.mutate(
      { eventId: contest.eventId, userId: contest.member._id, decision },
      { onSuccess: (message) => setNotice(message) },
    );
  };

  return (
    <DecisionQueue
      header={{
        title: ATTENDANCE_TEXTS.contestsTitle,
        subtitle: ATTENDANCE_TEXTS.contestsSubtitle,
        backTo: "/admin/flag",
        backLabel: ADMIN_FLAGS_TEXTS.backToFlagged,
      }}
      notice={notice}
      error={resolve.isError ? resolve.error : null}
      query={contests}
      empty={{ icon: ClipboardCheck, text: ATTENDANCE_TEXTS.noContests }}
      listLabel={ATTENDANCE_TEXTS.contestsTitle}
    >
      {(contest) => (
        <DecisionCard
          key={keyOf(contest)}
          person={contest.member}
          line={`${contest.eventName} · ${formatDate(contest.toDate)}`}
          decisions={DECISIONS}
          busy={busyKey === keyOf(contest) ? (resolve.variables?.decision ?? null) : null}
          disabled={resolve.isPending}
          onDecide={(decision) => decide(contest, decision)}
        >
          <p className="mt-3 text-xs text-gray-500">{ATTENDANCE_TEXTS.markedBy(contest.host.name)}</p>
          <p className="mt-1 rounded-xl bg-stone-50 px-3 py-2.5 text-base break-words whitespace-pre-line text-gray-800">
            <span className="sr-only">{ATTENDANCE_TEXTS.theirReason}: </span>
            {contest.reason}
          </p>
        </DecisionCard>
      )}
    </DecisionQueue>
  );
}
