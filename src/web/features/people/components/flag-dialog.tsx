import { useId, useState } from "react";
import { Button } from "../../../components/button";
import { CharacterCount } from "../../../components/character-count";
import { Dialog } from "../../../components/dialog";
import { ErrorBox } from "../../../components/error-box";
import { errorMessage } from "../../../lib/api";
import { FLAG_TEXTS, TEXTS } from "../../../lib/texts";
import { useFlagUser } from "../api";

/** Longest reason the server takes. */
export const FLAG_REASON_MAX = 1000;

export type FlagDialogProps = {
  open: boolean;
  userId: string;
  onClose: () => void;
  /** Called with the server's sentence once the flag is saved. */
  onFlagged: (message: string) => void;
};

/**
 * SPEC 4 "Flag dialog": step 1 asks "Do you want to flag this user?" (Yes / No); step 2 asks for
 * the "Reason for flagging" (Save / Cancel). Save sends {reason}; a refusal stays in the dialog.
 */
export function FlagDialog({ open, userId, onClose, onFlagged }: FlagDialogProps) {
  const [step, setStep] = useState<"confirm" | "reason">("confirm");
  const [reason, setReason] = useState("");
  const [localError, setLocalError] = useState<string | null>(null);
  const flag = useFlagUser(userId);
  const reasonId = useId();
  const countId = useId();

  const close = () => {
    if (flag.isPending) return;
    setStep("confirm");
    setReason("");
    setLocalError(null);
    flag.reset();
    onClose();
  };

  const save = () => {
    const text = reason.trim();
    if (!text) {
      setLocalError(FLAG_TEXTS.reasonRequired);
      return;
    }
    setLocalError(null);
    flag.mutate(text, {
      onSuccess: (message) => {
        setStep("confirm");
        setReason("");
        flag.reset();
        onClose();
        onFlagged(message);
      },
    });
  };

  const confirming = step === "confirm";
  const problem = localError ?? (flag.isError ? errorMessage(flag.error) : null);
  return (
    <Dialog
      // A new dialog per step, so that focus moves into the step's own controls.
      key={step}
      open={open}
      onClose={close}
      title={confirming ? TEXTS.flagConfirm : TEXTS.flagReason}
      description={confirming ? FLAG_TEXTS.confirmHint : FLAG_TEXTS.reasonHint}
      footer={
        confirming ? (
          <>
            <Button variant="secondary" onClick={close}>
              {FLAG_TEXTS.no}
            </Button>
            <Button onClick={() => setStep("reason")}>{FLAG_TEXTS.yes}</Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={flag.isPending}>
              {FLAG_TEXTS.cancel}
            </Button>
            <Button onClick={save} busy={flag.isPending} busyLabel={TEXTS.pleaseWait}>
              {FLAG_TEXTS.save}
            </Button>
          </>
        )
      }
    >
      {!confirming && (
        <div className="space-y-3">
          <label htmlFor={reasonId} className="sr-only">
            {TEXTS.flagReason}
          </label>
          <textarea
            id={reasonId}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (localError) setLocalError(null);
            }}
            rows={5}
            maxLength={FLAG_REASON_MAX}
            placeholder={FLAG_TEXTS.placeholder}
            aria-describedby={countId}
            aria-invalid={problem ? true : undefined}
            className="block w-full resize-y rounded-xl border border-gray-300 bg-white px-3.5 py-3 text-base text-gray-900 shadow-sm placeholder:text-gray-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40"
          />
          <CharacterCount id={countId} length={reason.length} max={FLAG_REASON_MAX} className="text-xs" />
          {problem && <ErrorBox>{problem}</ErrorBox>}
        </div>
      )}
    </Dialog>
  );
}
