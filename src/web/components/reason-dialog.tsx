import { useId, useState } from "react";
import { cn } from "../lib/cn";
import { useMessages } from "../lib/i18n";
import type { ButtonVariant } from "./button";
import { CharacterCount } from "./character-count";
import { ErrorBox } from "./error-box";
import { FormDialog } from "./form-dialog";

/** What a dialog that sends a decision gets from its page: how to close, and the request's progress and failure. */
export type DecisionState = {
  onClose: () => void;
  busy: boolean;
  /** The failure of the last try, shown in the red box. */
  error: string | null;
};

export type ReasonDialogProps = DecisionState & {
  title: string;
  description: string;
  /** The text box's label and example. */
  label: string;
  /** The label is for screen readers only, where the title already says it. */
  labelHidden?: boolean;
  placeholder: string;
  /** Longest reason the server takes; the counter under the box shows it. */
  max: number;
  submitLabel: string;
  submitVariant?: ButtonVariant;
  /**
   * The action's words while the request runs, from the catalogue of the screen that opens the
   * dialog (the SPEC's "Please Wait" in English); the shell's when a screen names none.
   */
  busyLabel?: string;
  /** The way out, from the screen's catalogue; the shell's "Cancel" when a screen names none. */
  cancelLabel?: string;
  /** While the request runs, Cancel is disabled and Escape or the backdrop do not close the dialog. */
  holdWhileBusy?: boolean;
  /** When set, a blank reason is not sent: the box turns red and this message shows. */
  requiredMessage?: string;
  /** The placeholder's colour class, where the default light grey is too faint. */
  placeholderClassName?: string;
  /** Called with the reason as typed. */
  onSubmit: (reason: string) => void;
};

/**
 * A decision or a report that needs words (reject a listing, explain a score, report a message or a
 * review): Cancel and the action in the footer, a text box with a live count above the red box of the
 * last failure. Every word it shows is its screen's (props); Cancel, Close and, unless the screen
 * says otherwise, "Please Wait" are the shell's.
 */
export function ReasonDialog({
  label,
  labelHidden = false,
  placeholder,
  max,
  submitLabel,
  submitVariant,
  busyLabel,
  requiredMessage,
  placeholderClassName = "placeholder:text-gray-400",
  onSubmit,
  error,
  // Handed on as they came: title, description, cancelLabel, holdWhileBusy, onClose and busy.
  ...dialog
}: ReasonDialogProps) {
  const shell = useMessages("shell");
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const [reason, setReason] = useState("");
  const [blank, setBlank] = useState(false);
  const message = blank ? requiredMessage : error;

  return (
    <FormDialog
      {...dialog}
      actionLabel={submitLabel}
      actionVariant={submitVariant}
      busyLabel={busyLabel ?? shell("pleaseWait")}
      formClassName="flex flex-col gap-4"
      onSubmit={() => {
        if (requiredMessage && !reason.trim()) {
          setBlank(true);
          return;
        }
        onSubmit(reason);
      }}
    >
      <div>
        <label
          htmlFor={fieldId}
          className={labelHidden ? "sr-only" : "block text-sm font-semibold text-gray-800"}
        >
          {label}
        </label>
        <textarea
          id={fieldId}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            if (blank && event.target.value.trim()) setBlank(false);
          }}
          required={requiredMessage !== undefined}
          rows={4}
          maxLength={max}
          placeholder={placeholder}
          aria-invalid={blank || undefined}
          aria-describedby={cn(hintId, message && errorId) || undefined}
          className={cn(
            !labelHidden && "mt-1.5",
            "block w-full resize-y rounded-xl border bg-white px-4 py-3 text-base text-gray-900",
            "focus:border-brand-500 focus:ring-2 focus:ring-brand-500/25 focus:outline-none",
            blank ? "border-red-400" : "border-gray-300",
            placeholderClassName,
          )}
        />
        <CharacterCount id={hintId} length={reason.length} max={max} className="mt-1.5 text-sm" />
      </div>
      {message && (
        <div id={errorId}>
          <ErrorBox>{message}</ErrorBox>
        </div>
      )}
    </FormDialog>
  );
}
