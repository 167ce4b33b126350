import { ATTENDANCE_RULES } from "@shared/attendance-rules";
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
import { cn } from "../../../lib/cn";
import { formatDateRangeIn, indiaDay } from "../../../lib/format";
import { type MessageKey, useLanguage, useMessages } from "../../../lib/i18n";
import { serverSentence } from "../../../lib/i18n/server-sentence";
import { SectionNote } from "../components/section-note";
import { type MyAttendance, useContestMark, useMyAttendance } from "./api";

type Mark = MyAttendance["marks"][number];

const OUTCOME_KEYS: Record<NonNullable<Mark["contest"]>["outcome"], MessageKey<"profile">> = {
  pending: "contestPending",
  upheld: "contestUpheld",
  overturned: "contestOverturned",
};

// The refusals a contest or the record's read can meet, by the server's code (ADR 0056).
const SERVER_KEYS = {
  "attendance.contestReasonRequired": "contestReasonRequired",
  "attendance.contestTooLong": "serverContestTooLong",
  "attendance.alreadyContested": "serverAlreadyContested",
  "attendance.noMark": "serverNoMark",
  tooManyRequests: "serverTooManyRequests",
} as const;

const OUTCOME_TONE = {
  pending: "bg-amber-50 text-amber-800",
  upheld: "bg-stone-100 text-gray-700",
  overturned: "bg-emerald-50 text-emerald-800",
} as const;

function MarkRow({ mark, onContest }: { mark: Mark; onContest: (mark: Mark) => void }) {
  const t = useMessages("profile");
  const language = useLanguage();
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
      <span className="min-w-0 flex-1">
        <span className="block truncate text-base font-medium text-gray-900">{mark.eventName}</span>
        <span className="block text-sm text-gray-600">
          {formatDateRangeIn(language, indiaDay(mark.fromDate), indiaDay(mark.toDate))} · {t("markedNoShow")}
        </span>
        {mark.contest && (
          <span
            className={cn(
              "mt-1.5 inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium",
              OUTCOME_TONE[mark.contest.outcome],
            )}
          >
            {t(OUTCOME_KEYS[mark.contest.outcome])}
          </span>
        )}
      </span>
      {!mark.came && !mark.contest && (
        <Button
          variant="secondary"
          aria-label={t("contestLabel", { event: mark.eventName })}
          onClick={() => onContest(mark)}
        >
          <Icon node={Flag} aria-hidden="true" className="size-4" />
          {t("contest")}
        </Button>
      )}
    </li>
  );
}

/** The member's own record on /profile, each no-show mark with "Contest" (ADR 0023). */
export function MyAttendanceSection({ className }: { className?: string }) {
  const t = useMessages("profile");
  const query = useMyAttendance();
  const contest = useContestMark();
  const [contesting, setContesting] = useState<Mark | null>(null);
  const [contested, setContested] = useState(false);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <LoadingRegion>
        <SkeletonRows count={2} lines={["h-4 flex-1", "h-11 w-24"]} />
      </LoadingRegion>
    );
  } else if (query.isError) {
    body = (
      <RetryBox busy={query.isRefetching} onRetry={() => void query.refetch()} label={t("tryAgain")}>
        {serverSentence(query.error, t, SERVER_KEYS)}
      </RetryBox>
    );
  } else {
    const { marks } = query.data;
    body = (
      <>
        <p className="inline-flex min-h-9 items-center gap-2 rounded-full bg-emerald-50 px-3.5 text-sm font-medium text-emerald-800">
          <Icon node={CalendarCheck2} aria-hidden="true" className="size-4 text-emerald-600" />
          {query.data.marked === 0
            ? t("noRecord")
            : t("record", { came: query.data.came, marked: query.data.marked })}
        </p>
        {marks.length === 0 ? (
          query.data.marked > 0 && (
            <SectionNote icon={PartyPopper} className="mt-4">
              {t("noNoShows")}
            </SectionNote>
          )
        ) : (
          <ul aria-label={t("noShowsList")} className="mt-2 divide-y divide-gray-100">
            {marks.map((mark) => (
              <MarkRow
                key={mark.eventId}
                mark={mark}
                onContest={(m) => {
                  setContested(false);
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
      title={t("yourRecord")}
      icon={CalendarCheck2}
      hint={t("yourRecordHint")}
      className={className}
    >
      {body}
      <SuccessNotice className="mt-3">{contested ? t("contested") : null}</SuccessNotice>
      {contesting && (
        <ReasonDialog
          title={t("contestTitle")}
          description={t("contestDescription", { event: contesting.eventName })}
          label={t("contestField")}
          placeholder={t("contestPlaceholder")}
          max={ATTENDANCE_RULES.contestReasonMaxLength}
          submitLabel={t("contestSend")}
          requiredMessage={t("contestReasonRequired")}
          busy={contest.isPending}
          error={contest.isError ? serverSentence(contest.error, t, SERVER_KEYS) : null}
          onClose={() => setContesting(null)}
          onSubmit={(reason) =>
            contest.mutate(
              { eventId: contesting.eventId, reason },
              {
                // The server's one thank-you (ATTENDANCE_MESSAGES.contested), in the member's language.
                onSuccess: () => {
                  setContesting(null);
                  setContested(true);
                },
              },
            )
          }
        />
      )}
    </TitledSection>
  );
}
