import { MESSAGES } from "@shared/texts";
import { type DecisionState, ReasonDialog } from "../../../../components/reason-dialog";
import { REJECTION_REASON_MAX } from "../api";

export type RejectDialogProps = DecisionState & {
  eventName: string;
  onSubmit: (rejectionReason: string) => void;
};

/** "Reject this listing?" with the reason the host will read; a blank reason is refused (SPEC 5). */
export function RejectDialog({ eventName, onSubmit, onClose, busy, error }: RejectDialogProps) {
  return (
    <ReasonDialog
      title="Reject this listing?"
      description={`Tell the host of “${eventName}” what to change. They will see this reason.`}
      label="Reason for rejection"
      placeholder="For example: the dates are in the past, or the description needs more detail."
      max={REJECTION_REASON_MAX}
      submitLabel="Reject listing"
      submitVariant="danger"
      requiredMessage={MESSAGES.rejectionReasonRequired}
      onSubmit={(reason) => onSubmit(reason.trim())}
      onClose={onClose}
      busy={busy}
      error={error}
    />
  );
}
