import { MESSAGES } from "@shared/messages";
import { Button } from "../../../components/button";
import { Dialog } from "../../../components/dialog";
import { ErrorBox } from "../../../components/error-box";

/** "Are you sure?" before something that cannot be undone; a failure stays inside the dialog. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  busy,
  failed,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  /** The way out, e.g. "Stay" or "Keep it open". */
  cancelLabel: string;
  busy: boolean;
  failed: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={busy ? () => {} : onClose}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant="danger" onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {failed && <ErrorBox>{MESSAGES.tryAgain}</ErrorBox>}
    </Dialog>
  );
}
