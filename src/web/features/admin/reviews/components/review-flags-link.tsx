import { MessageSquareWarning } from "lucide";
import { ADMIN_REVIEW_FLAG_TEXTS } from "../../../../lib/texts";
import { QueueLink } from "../../queue-link";
import { useReviewFlags } from "../api";

/** The admin home's way to /admin/reviews: "Reported reviews (N)", amber while some wait. */
export function ReviewFlagsLink({ className }: { className?: string }) {
  const count = useReviewFlags().data?.length;
  return (
    <QueueLink
      to="/admin/reviews"
      icon={MessageSquareWarning}
      label={ADMIN_REVIEW_FLAG_TEXTS.link(count)}
      count={count}
      className={className}
    />
  );
}
