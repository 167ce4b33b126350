import { PartyPopper } from "lucide";
import { EmptyState } from "../../../components/empty-state";
import { PageHeader } from "../../../components/page-header";
import { QueryList } from "../../../components/query-list";
import { ToastRegion, useToast } from "../../../components/toast";
import { useMessages } from "../../../lib/i18n";
import { failureWords, serverSentence } from "../admin-words";
import { useFailedJobs, useRetryJob } from "../jobs/api";
import { FailedJobList, FailedJobListSkeleton } from "../jobs/components/failed-job-list";

/** /admin/jobs (issue 13): deliveries that failed for good, each with a Retry. */
export function FailedJobsPage() {
  const t = useMessages("admin");
  const failed = useFailedJobs();
  const retry = useRetryJob();
  const toasts = useToast();

  return (
    <>
      <PageHeader
        title={t("jobsTitle")}
        subtitle={t("jobsSubtitle")}
        backTo="/admin"
        backLabel={t("backToUsers")}
      />
      <QueryList
        query={failed}
        skeleton={<FailedJobListSkeleton />}
        empty={<EmptyState icon={PartyPopper} text={t("jobsNone")} />}
      >
        {(jobs) => (
          <FailedJobList
            jobs={jobs}
            retryingId={retry.isPending ? (retry.variables ?? null) : null}
            onRetry={(job) =>
              retry.mutate(job._id, {
                onSuccess: (answer) =>
                  toasts.show({
                    tone: "success",
                    text: answer ? serverSentence(t, answer) : t("serverJobRetried"),
                  }),
                onError: (error) => toasts.show({ tone: "error", text: failureWords(t, error) }),
              })
            }
          />
        )}
      </QueryList>
      <ToastRegion toast={toasts.toast} onDismiss={toasts.dismiss} />
    </>
  );
}
