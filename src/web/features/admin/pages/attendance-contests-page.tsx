import { Check, ClipboardCheck, X } from "lucide";
import { useState } from "react";
import { Avatar } from "../../../components/avatar";
import { Button, type ButtonVariant } from "../../../components/button";
import { EmptyState } from "../../../components/empty-state";
import { ErrorBox } from "../../../components/error-box";
import { Icon, type IconNode } from "../../../components/icon";
import { Link } from "../../../components/link";
import { PageHeader } from "../../../components/page-header";
import { QueryList } from "../../../components/query-list";
import { SkeletonRows } from "../../../components/skeleton";
import { SuccessNotice } from "../../../components/success-notice";
import { errorMessage } from "../../../lib/api";
import { formatDate } from "../../../lib/format";
import { ADMIN_FLAGS_TEXTS, ATTENDANCE_TEXTS } from "../../../lib/texts";
import {
  type AttendanceContest,
  type ContestDecision,
  useAttendanceContests,
  useResolveContest,
} from "../attendance/api";

const keyOf = (c: Pick<AttendanceContest, "eventId" | "member">) => `${c.eventId}:${c.member._id}`;

// The two answers to a contest: upholding keeps the no-show mark, overturning removes it.
const DECISIONS: Array<{
  decision: ContestDecision;
  variant: ButtonVariant;
  icon: IconNode;
  text: string;
  label: (name: string) => string;
}> = [
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
    <>
      <PageHeader
        title={ATTENDANCE_TEXTS.contestsTitle}
        subtitle={ATTENDANCE_TEXTS.contestsSubtitle}
        backTo="/admin/flag"
        backLabel={ADMIN_FLAGS_TEXTS.backToFlagged}
      />
      <SuccessNotice className="mb-4">{notice}</SuccessNotice>
      {resolve.isError && <ErrorBox className="mb-4">{errorMessage(resolve.error)}</ErrorBox>}
      <QueryList
        query={contests}
        skeleton={
          <SkeletonRows
            count={2}
            className="flex flex-col gap-3"
            rowClassName="flex flex-col gap-3 rounded-2xl bg-white p-4"
            lines={["h-5 w-2/3", "h-16 w-full", "h-11 w-full"]}
          />
        }
        empty={<EmptyState icon={ClipboardCheck} text={ATTENDANCE_TEXTS.noContests} />}
      >
        {(list) => (
          <ol aria-label={ATTENDANCE_TEXTS.contestsTitle} className="grid gap-3 md:grid-cols-2">
            {list.map((contest) => {
              const key = keyOf(contest);
              return (
                <li
                  key={key}
                  className="flex flex-col rounded-2xl border border-gray-200/80 bg-white p-4 shadow-sm"
                >
                  <div className="flex items-center gap-3">
                    <Avatar src={contest.member.avatar} name={contest.member.name} size="md" />
                    <div className="min-w-0 flex-1">
                      <Link
                        to={`/admin/user/profile/${encodeURIComponent(contest.member._id)}`}
                        className="block truncate rounded font-semibold text-gray-900 hover:text-brand-700 hover:underline focus-ring"
                      >
                        {contest.member.name}
                      </Link>
                      <p className="truncate text-sm text-gray-600">
                        {contest.eventName} · {formatDate(contest.toDate)}
                      </p>
                    </div>
                  </div>
                  <p className="mt-3 text-xs text-gray-500">{ATTENDANCE_TEXTS.markedBy(contest.host.name)}</p>
                  <p className="mt-1 rounded-xl bg-stone-50 px-3 py-2.5 text-base break-words whitespace-pre-line text-gray-800">
                    <span className="sr-only">{ATTENDANCE_TEXTS.theirReason}: </span>
                    {contest.reason}
                  </p>
                  <div className="mt-4 grid grid-cols-2 gap-2">
                    {DECISIONS.map(({ decision, variant, icon, text, label }) => (
                      <Button
                        key={decision}
                        variant={variant}
                        aria-label={label(contest.member.name)}
                        busy={busyKey === key && resolve.variables?.decision === decision}
                        disabled={resolve.isPending}
                        onClick={() => decide(contest, decision)}
                      >
                        <Icon node={icon} aria-hidden="true" className="size-4" />
                        {text}
                      </Button>
                    ))}
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </QueryList>
    </>
  );
}
