import { ConfirmDialog } from "../../../../components/confirm-dialog";
import { ErrorBox } from "../../../../components/error-box";
import type { DecisionState } from "../../../../components/reason-dialog";
import { ADMIN_REVIEW_TEXTS, ADMIN_TEXTS, TEXTS } from "../../../../lib/texts";

export type ApproveDialogProps = DecisionState & {
  eventName: string;
  onConfirm: () => void;
};

/** "Approve this listing?": confirming lists it for members. */
export function ApproveDialog({ eventName, onConfirm, onClose, busy, error }: ApproveDialogProps) {
  return (
    <ConfirmDialog
      onClose={onClose}
      title={ADMIN_REVIEW_TEXTS.approveTitle}
      description={ADMIN_REVIEW_TEXTS.approveDescription(eventName)}
      cancelLabel={ADMIN_TEXTS.cancel}
      actionLabel={ADMIN_TEXTS.approve}
      onConfirm={onConfirm}
      busy={busy}
      busyLabel={TEXTS.pleaseWait}
    >
      {error && <ErrorBox>{error}</ErrorBox>}
    </ConfirmDialog>
  );
}
