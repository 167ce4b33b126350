import { MESSAGES } from "@shared/texts";
import { useId, useState } from "react";
import { Button } from "../../../../components/button";
import { Dialog } from "../../../../components/dialog";
import { ErrorBox } from "../../../../components/error-box";
import { cn } from "../../../../lib/cn";
import { TEXTS } from "../../../../lib/texts";
import { REJECTION_REASON_MAX } from "../api";

export type RejectDialogProps = {
  eventName: string;
  onSubmit: (rejectionReason: string) => void;
  onClose: () => void;
  busy: boolean;
  /** The failure of the last try, shown in the red box. */
  error: string | null;
};

/** "Reject this listing?" with the reason the host will read; a blank reason is refused (SPEC 5). */
export function RejectDialog({ eventName, onSubmit, onClose, busy, error }: RejectDialogProps) {
  const formId = useId();
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const [reason, setReason] = useState("");
  const [blank, setBlank] = useState(false);
  const message = blank ? MESSAGES.rejectionReasonRequired : error;

  return (
    <Dialog
      open
      onClose={onClose}
      title="Reject this listing?"
      description={`Tell the host of “${eventName}” what to change. They will see this reason.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="danger" busy={busy} busyLabel={TEXTS.pleaseWait}>
            Reject listing
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = reason.trim();
          if (!trimmed) {
            setBlank(true);
            return;
          }
          onSubmit(trimmed);
        }}
      >
        <div>
          <label htmlFor={fieldId} className="block text-sm font-semibold text-gray-800">
            Reason for rejection
          </label>
          <textarea
            id={fieldId}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (blank && event.target.value.trim()) setBlank(false);
            }}
            required
            rows={4}
            maxLength={REJECTION_REASON_MAX}
            placeholder="For example: the dates are in the past, or the description needs more detail."
            aria-invalid={blank || undefined}
            aria-describedby={cn(hintId, message && errorId) || undefined}
            className={cn(
              "mt-1.5 block w-full resize-y rounded-xl border bg-white px-4 py-3 text-base text-gray-900 placeholder:text-gray-400",
              "focus:border-brand-500 focus:ring-2 focus:ring-brand-500/25 focus:outline-none",
              blank ? "border-red-400" : "border-gray-300",
            )}
          />
          <p id={hintId} className="mt-1.5 text-right text-sm text-gray-500 tabular-nums">
            {reason.length}/{REJECTION_REASON_MAX}
          </p>
        </div>
        {message && (
          <div id={errorId}>
            <ErrorBox>{message}</ErrorBox>
          </div>
        )}
      </form>
    </Dialog>
  );
}
