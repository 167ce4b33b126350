import type { ReactNode } from "react";
import { useMessages } from "../lib/i18n";
import { Button, type ButtonVariant } from "./button";
import { Dialog } from "./dialog";

export type ConfirmDialogProps = {
  /** Open unless said otherwise: most pages mount the dialog only while it shows. */
  open?: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  /** The action's words, on the footer's button beside Cancel. */
  actionLabel: ReactNode;
  actionVariant?: ButtonVariant;
  /** The action cannot be taken yet (e.g. the confirmation word is not typed). */
  actionDisabled?: boolean;
  onConfirm?: () => void;
  /** The id of the form the action sends (a submit button), instead of `onConfirm`. */
  form?: string;
  /** The request runs: the action spins (and says `busyLabel` when given). */
  busy: boolean;
  busyLabel?: string;
  /** The way out ("Stay", "Keep it open"); "Cancel" by default. */
  cancelLabel?: string;
  /** While busy, Cancel is disabled and Escape or the backdrop do not close the dialog. */
  holdWhileBusy?: boolean;
  /** Under the description, e.g. the red box of the last failure. */
  children?: ReactNode;
};

/** "Are you sure?": a dialog whose footer holds Cancel and the action it confirms. */
export function ConfirmDialog({
  open = true,
  onClose,
  title,
  description,
  actionLabel,
  actionVariant,
  actionDisabled,
  onConfirm,
  form,
  busy,
  busyLabel,
  cancelLabel: givenCancelLabel,
  holdWhileBusy = false,
  children,
}: ConfirmDialogProps) {
  const t = useMessages("shell");
  const cancelLabel = givenCancelLabel ?? t("cancel");
  const held = holdWhileBusy && busy;
  return (
    <Dialog
      open={open}
      onClose={held ? () => {} : onClose}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={held}>
            {cancelLabel}
          </Button>
          <Button
            type={form ? "submit" : "button"}
            form={form}
            variant={actionVariant}
            disabled={actionDisabled}
            busy={busy}
            busyLabel={busyLabel}
            onClick={onConfirm}
          >
            {actionLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
