import { ConfirmDialog } from "../../../../components/confirm-dialog";
import { ErrorBox } from "../../../../components/error-box";
import type { DecisionState } from "../../../../components/reason-dialog";
import { useMessages } from "../../../../lib/i18n";

export type ApproveDialogProps = DecisionState & {
  eventName: string;
  onConfirm: () => void;
};

/** "Approve this listing?": confirming lists it for members. */
export function ApproveDialog({ eventName, onConfirm, onClose, busy, error }: ApproveDialogProps) {
  const t = useMessages("admin");
  return (
    <ConfirmDialog
      onClose={onClose}
      title={t("approveTitle")}
      description={t("approveDescription", { eventName })}
      cancelLabel={t("cancel")}
      actionLabel={t("approve")}
      onConfirm={onConfirm}
      busy={busy}
      busyLabel={t("pleaseWait")}
    >
      {error && <ErrorBox>{error}</ErrorBox>}
    </ConfirmDialog>
  );
}
