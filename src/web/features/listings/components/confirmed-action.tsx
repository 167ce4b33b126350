import { useState } from "react";
import { Button } from "../../../components/button";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { ErrorBox } from "../../../components/error-box";
import { Icon, type IconNode } from "../../../components/icon";
import { useMessages } from "../../../lib/i18n";

export type ConfirmedActionProps = {
  /** The button's icon and words, also the confirming button's words. */
  icon: IconNode;
  label: string;
  title: string;
  description: string;
  /** The way out, e.g. "Stay" or "Keep it open". */
  cancelLabel: string;
  /** The mutation behind it: its state shows in the dialog; `reset` clears an earlier failure. */
  busy: boolean;
  failed: boolean;
  reset: () => void;
  onConfirm: () => void;
};

/**
 * A red-tinted button that asks "Are you sure?" before something that cannot be undone (Leave
 * Event, Close Listing); a failure stays inside the dialog.
 */
export function ConfirmedAction({
  icon: glyph,
  label,
  failed,
  reset,
  // Handed on to the dialog as they came: title, description, cancelLabel, busy and onConfirm.
  ...dialog
}: ConfirmedActionProps) {
  const t = useMessages("listings");
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        variant="danger-outline"
        fullWidth
        onClick={() => {
          reset();
          setOpen(true);
        }}
      >
        <Icon node={glyph} aria-hidden="true" className="size-4" />
        {label}
      </Button>
      <ConfirmDialog
        {...dialog}
        open={open}
        onClose={close}
        actionLabel={label}
        actionVariant="danger"
        holdWhileBusy
      >
        {failed && <ErrorBox>{t("somethingWrong")}</ErrorBox>}
      </ConfirmDialog>
    </>
  );
}
