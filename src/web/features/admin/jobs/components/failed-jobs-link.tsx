import { MailWarning } from "lucide";
import { ADMIN_JOBS_TEXTS } from "../../../../lib/texts";
import { QueueLink } from "../../queue-link";
import { useFailedJobs } from "../api";

/** The admin home's way to /admin/jobs: "Failed deliveries (N)", amber while something failed. */
export function FailedJobsLink({ className }: { className?: string }) {
  const count = useFailedJobs().data?.length;
  return (
    <QueueLink
      to="/admin/jobs"
      icon={MailWarning}
      label={ADMIN_JOBS_TEXTS.link(count)}
      count={count}
      className={className}
    />
  );
}
