import { LIMITS } from "@shared/limits";
import { REVIEW_FLAG_MESSAGES } from "@shared/texts";
import { ReasonDialog } from "../../components/reason-dialog";
import { errorMessage } from "../../lib/api";
import { REVIEW_LIST_TEXTS } from "../../lib/texts";
import { type Review, useReportReview } from "./api";

/**
 * "Report this review?" with the reason the admins will read (1 to 500 characters, as the server
 * takes). A refusal, such as a second report of the same review, stays in the dialog.
 */
export function ReportReviewDialog({
  review,
  onClose,
  onReported,
}: {
  review: Review;
  onClose: () => void;
  /** Called with the server's thank-you once the report is saved. */
  onReported: (message: string) => void;
}) {
  const report = useReportReview();
  return (
    <ReasonDialog
      title={REVIEW_LIST_TEXTS.reportTitle}
      description={REVIEW_LIST_TEXTS.reportDescription}
      label={REVIEW_LIST_TEXTS.reportReason}
      placeholder={REVIEW_LIST_TEXTS.reportPlaceholder}
      placeholderClassName="placeholder:text-gray-500"
      max={LIMITS.reviewFlagReasonMaxLength}
      submitLabel={REVIEW_LIST_TEXTS.sendReport}
      requiredMessage={REVIEW_FLAG_MESSAGES.reasonRequired}
      onSubmit={(reason) =>
        report.mutate(
          { reviewId: review._id, reason: reason.trim() },
          { onSuccess: (message) => onReported(message) },
        )
      }
      onClose={onClose}
      busy={report.isPending}
      error={report.isError ? errorMessage(report.error) : null}
    />
  );
}
