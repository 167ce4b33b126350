import { ConfirmDialog } from "../../../components/confirm-dialog";
import { ErrorBox } from "../../../components/error-box";
import { useMessages } from "../../../lib/i18n";
import { useBlockUser } from "../api";
import { failureWords } from "../people-words";

export type BlockDialogProps = {
  open: boolean;
  userId: string;
  name: string;
  onClose: () => void;
  /** Called with the sentence to show once the block is saved. */
  onBlocked: (message: string) => void;
};

/** "Block {name}?": confirms, then POST /users/block/{userId}; a refusal stays in the dialog. */
export function BlockDialog({ open, userId, name, onClose, onBlocked }: BlockDialogProps) {
  const t = useMessages("people");
  const block = useBlockUser(userId);
  const close = () => {
    if (block.isPending) return;
    block.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      onClose={close}
      title={t("blockTitle", { name })}
      description={t("blockDescription")}
      cancelLabel={t("cancel")}
      actionLabel={t("blockConfirm")}
      actionVariant="danger"
      // The server's one sentence for a block, in the member's language (the guard pins its English).
      onConfirm={() => block.mutate(undefined, { onSuccess: () => onBlocked(t("blocked")) })}
      busy={block.isPending}
      holdWhileBusy
    >
      {block.isError && <ErrorBox>{failureWords(t, block.error)}</ErrorBox>}
    </ConfirmDialog>
  );
}
