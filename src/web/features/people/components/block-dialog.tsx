import { ConfirmDialog } from "../../../components/confirm-dialog";
import { ErrorBox } from "../../../components/error-box";
import { errorMessage } from "../../../lib/api";
import { BLOCK_TEXTS } from "../../../lib/texts";
import { useBlockUser } from "../api";

export type BlockDialogProps = {
  open: boolean;
  userId: string;
  name: string;
  onClose: () => void;
  /** Called with the server's sentence once the block is saved. */
  onBlocked: (message: string) => void;
};

/** "Block {name}?": confirms, then POST /users/block/{userId}; a refusal stays in the dialog. */
export function BlockDialog({ open, userId, name, onClose, onBlocked }: BlockDialogProps) {
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
      title={BLOCK_TEXTS.title(name)}
      description={BLOCK_TEXTS.description}
      cancelLabel={BLOCK_TEXTS.cancel}
      actionLabel={BLOCK_TEXTS.confirm}
      actionVariant="danger"
      onConfirm={() => block.mutate(undefined, { onSuccess: (message) => onBlocked(message) })}
      busy={block.isPending}
      holdWhileBusy
    >
      {block.isError && <ErrorBox>{errorMessage(block.error)}</ErrorBox>}
    </ConfirmDialog>
  );
}
