import { CircleAlert, RotateCcw } from "lucide";
import { Button } from "../../../../components/button";
import { Icon } from "../../../../components/icon";
import { formatNumber, type Language, useLanguage, useMessages } from "../../../../lib/i18n";
import { momentIn } from "../../admin-dates";
import { type AdminWords, jobKindLabel } from "../../admin-words";
import { CARD_GRID, CardGridSkeleton } from "../../card-grid";
import { IconCircle } from "../../icon-circle";
import type { FailedJob } from "../api";

const TERM = "text-xs font-semibold tracking-wide text-gray-500 uppercase";

/** When a job failed (or, for one failed before `finished_at` was kept, when it was queued). */
function failedWhen(t: AdminWords, language: Language, job: FailedJob): string {
  const [date, time] = momentIn(language, job.failedAt ?? job.createdAt);
  return time ? t("jobWhen", { date, time }) : date;
}

/** Failed jobs, latest first, each with its kind, what it was for, attempts, last error and a Retry. */
export function FailedJobList({
  jobs,
  onRetry,
  retryingId,
}: {
  jobs: FailedJob[];
  onRetry: (job: FailedJob) => void;
  /** The job whose retry is running: its button spins, the others wait. */
  retryingId: string | null;
}) {
  const t = useMessages("admin");
  const language = useLanguage();
  return (
    <ul aria-label={t("jobsList")} className={CARD_GRID}>
      {jobs.map((job) => {
        const kind = jobKindLabel(t, job.kind);
        return (
          <li
            key={job._id}
            className="flex h-full flex-col gap-3 rounded-2xl border border-gray-200/80 bg-white p-4 shadow-sm"
          >
            <div className="flex items-start gap-3">
              <IconCircle icon={CircleAlert} className="size-10 bg-red-50 text-red-600" iconSize="size-5" />
              <div className="min-w-0 flex-1">
                <h2 className="truncate text-base font-semibold text-gray-900">{kind}</h2>
                <p className="text-sm text-gray-600">{failedWhen(t, language, job)}</p>
              </div>
              <Button
                variant="secondary"
                busy={retryingId === job._id}
                disabled={retryingId !== null}
                onClick={() => onRetry(job)}
                aria-label={t("jobRetryOf", { kind: kind.toLowerCase() })}
                className="-my-1 shrink-0"
              >
                {retryingId !== job._id && <Icon node={RotateCcw} aria-hidden="true" className="size-4" />}
                {t("jobRetry")}
              </Button>
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className={TERM}>{t("jobReference")}</dt>
              <dd className="min-w-0 font-mono text-xs break-all text-gray-700">{job.dedupKey}</dd>
              <dt className={TERM}>{t("jobAttempts")}</dt>
              <dd className="text-gray-800">
                {t("jobAttemptsOf", {
                  attempts: formatNumber(language, job.attempts),
                  max: formatNumber(language, job.maxAttempts),
                })}
              </dd>
            </dl>
            <div className="rounded-xl bg-stone-50 px-3 py-2.5">
              <p className={TERM}>{t("jobLastError")}</p>
              <p className="mt-1 line-clamp-3 text-sm break-words text-gray-800">
                {job.lastError || t("jobNoError")}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export function FailedJobListSkeleton({ cards = 3 }: { cards?: number }) {
  return <CardGridSkeleton cards={cards} media="size-10 rounded-full" />;
}
