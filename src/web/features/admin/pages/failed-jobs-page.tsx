import { JOB_MESSAGES } from "@shared/texts";
import { PartyPopper } from "lucide";
import { EmptyState } from "../../../components/empty-state";
import { PageHeader } from "../../../components/page-header";
import { QueryList } from "../../../components/query-list";
import { ToastRegion, useToast } from "../../../components/toast";
import { errorMessage } from "../../../lib/api";
import { ADMIN_JOBS_TEXTS, ADMIN_TEXTS } from "../../../lib/texts";
import { useFailedJobs, useRetryJob } from "../jobs/api";
import { FailedJobList, FailedJobListSkeleton } from "../jobs/components/failed-job-list";

/** /admin/jobs (issue 13): deliveries that failed for good, each with a Retry. */
export function FailedJobsPage() {
  const failed = useFailedJobs();
  const retry = useRetryJob();
  const toasts = useToast();

  return (
    <>
      <PageHeader
        title={ADMIN_JOBS_TEXTS.title}
        subtitle={ADMIN_JOBS_TEXTS.subtitle}
        backTo="/admin"
        backLabel={ADMIN_TEXTS.backToUsers}
      />
      <QueryList
        query={failed}
        skeleton={<FailedJobListSkeleton />}
        empty={<EmptyState icon={PartyPopper} text={ADMIN_JOBS_TEXTS.none} />}
      >
        {(jobs) => (
          <FailedJobList
            jobs={jobs}
            retryingId={retry.isPending ? (retry.variables ?? null) : null}
            onRetry={(job) =>
              retry.mutate(job._id, {
                onSuccess: (message) =>
                  toasts.show({ tone: "success", text: message ?? JOB_MESSAGES.retried }),
                onError: (error) => toasts.show({ tone: "error", text: errorMessage(error) }),
              })
            }
          />
        )}
      </QueryList>
      <ToastRegion toast={toasts.toast} onDismiss={toasts.dismiss} />
    </>
  );
}
