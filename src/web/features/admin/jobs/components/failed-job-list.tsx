import { CircleAlert, RotateCcw } from "lucide";
import { Button } from "../../../../components/button";
import { Icon } from "../../../../components/icon";
import { formatDate, timeLabel } from "../../../../lib/format";
import { jobKindLabel, ADMIN_JOBS_TEXTS as T } from "../../../../lib/texts";
import { CARD_GRID, CardGridSkeleton } from "../../card-grid";
import type { FailedJob } from "../api";

const TERM = "text-xs font-semibold tracking-wide text-gray-500 uppercase";

/** When a job failed (or, for one failed before `finished_at` was kept, when it was queued). */
function failedWhen(job: FailedJob): string {
  const at = job.failedAt ?? job.createdAt;
  return T.when(formatDate(at), timeLabel(at));
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
  return (
    <ul aria-label={T.list} className={CARD_GRID}>
      {jobs.map((job) => {
        const kind = jobKindLabel(job.kind);
        return (
          <li
            key={job._id}
            className="flex h-full flex-col gap-3 rounded-2xl border border-gray-200/80 bg-white p-4 shadow-sm"
          >
            <div className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-600"
              >
                <Icon node={CircleAlert} className="size-5" />
              </span>
              <div className="min-w-0 flex-1">
                <h2 className="truncate text-base font-semibold text-gray-900">{kind}</h2>
                <p className="text-sm text-gray-600">{failedWhen(job)}</p>
              </div>
              <Button
                variant="secondary"
                busy={retryingId === job._id}
                disabled={retryingId !== null}
                onClick={() => onRetry(job)}
                aria-label={T.retryOf(kind)}
                className="-my-1 shrink-0"
              >
                {retryingId !== job._id && <Icon node={RotateCcw} aria-hidden="true" className="size-4" />}
                {T.retry}
              </Button>
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className={TERM}>{T.reference}</dt>
              <dd className="min-w-0 font-mono text-xs break-all text-gray-700">{job.dedupKey}</dd>
              <dt className={TERM}>{T.attempts}</dt>
              <dd className="text-gray-800">{T.attemptsOf(job.attempts, job.maxAttempts)}</dd>
            </dl>
            <div className="rounded-xl bg-stone-50 px-3 py-2.5">
              <p className={TERM}>{T.lastError}</p>
              <p className="mt-1 line-clamp-3 text-sm break-words text-gray-800">
                {job.lastError || T.noError}
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
