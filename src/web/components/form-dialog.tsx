import { type ReactNode, useId } from "react";
import { ConfirmDialog, type ConfirmDialogProps } from "./confirm-dialog";

export type FormDialogProps = Omit<ConfirmDialogProps, "onConfirm" | "form" | "children"> & {
  /** The form was sent (its button or Enter); the page does not reload. The form checks its own fields. */
  onSubmit: () => void;
  /** Layout of the form's fields, e.g. `space-y-4`. */
  formClassName?: string;
  children: ReactNode;
};

/** A dialog holding a form, sent by the footer's action beside Cancel. */
export function FormDialog({ onSubmit, formClassName, children, ...dialog }: FormDialogProps) {
  const formId = useId();
  return (
    <ConfirmDialog {...dialog} form={formId}>
      <form
        id={formId}
        noValidate
        className={formClassName}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </ConfirmDialog>
  );
}
