import { MESSAGES } from "@shared/texts";
import { type DecisionState, ReasonDialog } from "../../../../components/reason-dialog";
import { ADMIN_REVIEW_TEXTS } from "../../../../lib/texts";
import { REJECTION_REASON_MAX } from "../api";

export type RejectDialogProps = DecisionState & {
  eventName: string;
  onSubmit: (rejectionReason: string) => void;
};

/** "Reject this listing?" with the reason the host will read; a blank reason is refused (SPEC 5). */
export function RejectDialog({ eventName, onSubmit, onClose, busy, error }: RejectDialogProps) {
  return (
    <ReasonDialog
      title={ADMIN_REVIEW_TEXTS.rejectTitle}
      description={ADMIN_REVIEW_TEXTS.rejectDescription(eventName)}
      label={ADMIN_REVIEW_TEXTS.rejectionReason}
      placeholder={ADMIN_REVIEW_TEXTS.rejectPlaceholder}
      max={REJECTION_REASON_MAX}
      submitLabel={ADMIN_REVIEW_TEXTS.rejectListing}
      submitVariant="danger"
      requiredMessage={MESSAGES.rejectionReasonRequired}
      onSubmit={(reason) => onSubmit(reason.trim())}
      onClose={onClose}
      busy={busy}
      error={error}
    />
  );
}
