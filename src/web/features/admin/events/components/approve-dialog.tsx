import { Button } from "../../../../components/button";
import { Dialog } from "../../../../components/dialog";
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
    <Dialog
      open
      onClose={onClose}
      title={ADMIN_REVIEW_TEXTS.approveTitle}
      description={ADMIN_REVIEW_TEXTS.approveDescription(eventName)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {ADMIN_TEXTS.cancel}
          </Button>
          <Button onClick={onConfirm} busy={busy} busyLabel={TEXTS.pleaseWait}>
            {ADMIN_TEXTS.approve}
          </Button>
        </>
      }
    >
      {error && <ErrorBox>{error}</ErrorBox>}
    </Dialog>
  );
}
