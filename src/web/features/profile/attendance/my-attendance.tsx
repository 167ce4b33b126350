import { ATTENDANCE_RULES } from "@shared/attendance-rules";
import { ATTENDANCE_MESSAGES, attendanceRecordText } from "@shared/texts";
import { CalendarCheck2, Flag, PartyPopper } from "lucide";
import { type ReactNode, useState } from "react";
import { Button } from "../../../components/button";
import { Icon } from "../../../components/icon";
import { LoadingRegion } from "../../../components/loading-region";
import { ReasonDialog } from "../../../components/reason-dialog";
import { RetryBox } from "../../../components/retry-box";
import { SkeletonRows } from "../../../components/skeleton";
import { SuccessNotice } from "../../../components/success-notice";
import { TitledSection } from "../../../components/titled-section";
import { errorMessage } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { eventDays } from "../../../lib/format";
import { ATTENDANCE_TEXTS } from "../../../lib/texts";
import { SectionNote } from "../components/section-note";
import { type MyAttendance, useContestMark, useMyAttendance } from "./api";

type Mark = MyAttendance["marks"][number];

const OUTCOME_TONE = {
  pending: "bg-amber-50 text-amber-800",
  upheld: "bg-stone-100 text-gray-700",
  overturned: "bg-emerald-50 text-emerald-800",
} as const;

function MarkRow({ mark, onContest }: { mark: Mark; onContest: (mark: Mark) => void }) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
      <span className="min-w-0 flex-1">
        <span className="block truncate text-base font-medium text-gray-900">{mark.eventName}</span>
        <span className="block text-sm text-gray-600">
          {eventDays(mark)} · {ATTENDANCE_TEXTS.markedNoShow}
        </span>
        {mark.contest && (
          <span
            className={cn(
              "mt-1.5 inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium",
              OUTCOME_TONE[mark.contest.outcome],
            )}
          >
            {ATTENDANCE_TEXTS.contestOutcome[mark.contest.outcome]}
          </span>
        )}
      </span>
      {!mark.came && !mark.contest && (
        <Button
          variant="secondary"
          aria-label={ATTENDANCE_TEXTS.contestLabel(mark.eventName)}
          onClick={() => onContest(mark)}
        >
          <Icon node={Flag} aria-hidden="true" className="size-4" />
          {ATTENDANCE_TEXTS.contest}
        </Button>
      )}
    </li>
  );
}

/** The member's own record on /profile, each no-show mark with "Contest" (ADR 0023). */
export function MyAttendanceSection({ className }: { className?: string }) {
  const query = useMyAttendance();
  const contest = useContestMark();
  const [contesting, setContesting] = useState<Mark | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <LoadingRegion>
        <SkeletonRows count={2} lines={["h-4 flex-1", "h-11 w-24"]} />
      </LoadingRegion>
    );
  } else if (query.isError) {
    body = (
      <RetryBox busy={query.isRefetching} onRetry={() => void query.refetch()}>
        {errorMessage(query.error)}
      </RetryBox>
    );
  } else {
    const { marks } = query.data;
    body = (
      <>
        <p className="inline-flex min-h-9 items-center gap-2 rounded-full bg-emerald-50 px-3.5 text-sm font-medium text-emerald-800">
          <Icon node={CalendarCheck2} aria-hidden="true" className="size-4 text-emerald-600" />
          {query.data.marked === 0 ? ATTENDANCE_TEXTS.noRecord : attendanceRecordText(query.data)}
        </p>
        {marks.length === 0 ? (
          query.data.marked > 0 && (
            <SectionNote icon={PartyPopper} className="mt-4">
              {ATTENDANCE_TEXTS.noNoShows}
            </SectionNote>
          )
        ) : (
          <ul aria-label={ATTENDANCE_TEXTS.noShowsList} className="mt-2 divide-y divide-gray-100">
            {marks.map((mark) => (
              <MarkRow
                key={mark.eventId}
                mark={mark}
                onContest={(m) => {
                  setNotice(null);
                  contest.reset();
                  setContesting(m);
                }}
              />
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <TitledSection
      title={ATTENDANCE_TEXTS.yourRecord}
      icon={CalendarCheck2}
      hint={ATTENDANCE_TEXTS.yourRecordHint}
      className={className}
    >
      {body}
      <SuccessNotice className="mt-3">{notice}</SuccessNotice>
      {contesting && (
        <ReasonDialog
          title={ATTENDANCE_TEXTS.contestTitle}
          description={ATTENDANCE_TEXTS.contestDescription(contesting.eventName)}
          label={ATTENDANCE_TEXTS.contestField}
          placeholder={ATTENDANCE_TEXTS.contestPlaceholder}
          max={ATTENDANCE_RULES.contestReasonMaxLength}
          submitLabel={ATTENDANCE_TEXTS.contestSend}
          requiredMessage={ATTENDANCE_MESSAGES.contestReasonRequired}
          busy={contest.isPending}
          error={contest.isError ? errorMessage(contest.error) : null}
          onClose={() => setContesting(null)}
          onSubmit={(reason) =>
            contest.mutate(
              { eventId: contesting.eventId, reason },
              {
                onSuccess: (message) => {
                  setContesting(null);
                  setNotice(message);
                },
              },
            )
          }
        />
      )}
    </TitledSection>
  );
}
