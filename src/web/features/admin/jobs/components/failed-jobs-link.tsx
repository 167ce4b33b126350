import { MailWarning } from "lucide";
import { useMessages } from "../../../../lib/i18n";
import { QueueLink } from "../../queue-link";
import { useFailedJobs } from "../api";

/** The admin home's way to /admin/jobs: "Failed deliveries (N)", amber while something failed. */
export function FailedJobsLink({ className }: { className?: string }) {
  const t = useMessages("admin");
  const count = useFailedJobs().data?.length;
  return (
    <QueueLink
      to="/admin/jobs"
      icon={MailWarning}
      label={count === undefined ? t("failedJobsLink") : t("failedJobsLinkCount", { count })}
      count={count}
      className={className}
    />
  );
}
