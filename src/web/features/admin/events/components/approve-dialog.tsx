import { Button } from "../../../../components/button";
import { Dialog } from "../../../../components/dialog";
import { ErrorBox } from "../../../../components/error-box";
import type { DecisionState } from "../../../../components/reason-dialog";
import { TEXTS } from "../../../../lib/texts";

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
      title="Approve this listing?"
      description={`“${eventName}” will be listed for members to discover and join, and its group chat opens.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onConfirm} busy={busy} busyLabel={TEXTS.pleaseWait}>
            Approve
          </Button>
        </>
      }
    >
      {error && <ErrorBox>{error}</ErrorBox>}
    </Dialog>
  );
}
