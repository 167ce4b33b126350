import { LIMITS } from "@shared/limits";
import { ReasonDialog } from "../../components/reason-dialog";
import { useMessages } from "../../lib/i18n";
import { errorIn, serverSentence } from "../../lib/server-sentence";
import { type Review, useReportReview } from "./api";
import { REPORT_REVIEW_SERVER_KEYS } from "./server-keys";

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
  /** Called with the server's thank-you, in the member's language, once the report is saved. */
  onReported: (message: string) => void;
}) {
  const t = useMessages("review-forms");
  const report = useReportReview();
  return (
    <ReasonDialog
      title={t("reportTitle")}
      description={t("reportDescription")}
      label={t("reportReason")}
      placeholder={t("reportPlaceholder")}
      placeholderClassName="placeholder:text-gray-500"
      max={LIMITS.reviewFlagReasonMaxLength}
      submitLabel={t("sendReport")}
      busyLabel={t("pleaseWait")}
      requiredMessage={t("reportReasonRequired")}
      onSubmit={(reason) =>
        report.mutate(
          { reviewId: review._id, reason: reason.trim() },
          {
            onSuccess: (answer) =>
              onReported(serverSentence(t, REPORT_REVIEW_SERVER_KEYS, answer) ?? t("serverFlagged")),
          },
        )
      }
      onClose={onClose}
      busy={report.isPending}
      error={report.isError ? errorIn(t, REPORT_REVIEW_SERVER_KEYS, report.error) : null}
    />
  );
}
