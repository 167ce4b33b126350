import { useId, useState } from "react";
import { Button } from "../../../components/button";
import { CharacterCount } from "../../../components/character-count";
import { Dialog } from "../../../components/dialog";
import { ErrorBox } from "../../../components/error-box";
import { useMessages } from "../../../lib/i18n";
import { useFlagUser } from "../api";
import { failureWords } from "../people-words";

/** Longest reason the server takes. */
export const FLAG_REASON_MAX = 1000;

export type FlagDialogProps = {
  open: boolean;
  userId: string;
  onClose: () => void;
  /** Called with the sentence to show once the flag is saved. */
  onFlagged: (message: string) => void;
};

/**
 * SPEC 4 "Flag dialog": step 1 asks "Do you want to flag this user?" (Yes / No); step 2 asks for
 * the "Reason for flagging" (Save / Cancel). Save sends {reason}; a refusal stays in the dialog.
 */
export function FlagDialog({ open, userId, onClose, onFlagged }: FlagDialogProps) {
  const [step, setStep] = useState<"confirm" | "reason">("confirm");
  const [reason, setReason] = useState("");
  const t = useMessages("people");
  const [localError, setLocalError] = useState(false);
  const flag = useFlagUser(userId);
  const reasonId = useId();
  const countId = useId();

  const close = () => {
    if (flag.isPending) return;
    setStep("confirm");
    setReason("");
    setLocalError(false);
    flag.reset();
    onClose();
  };

  const save = () => {
    const text = reason.trim();
    if (!text) {
      setLocalError(true);
      return;
    }
    setLocalError(false);
    flag.mutate(text, {
      onSuccess: () => {
        setStep("confirm");
        setReason("");
        flag.reset();
        onClose();
        // The server's one thank-you, in the member's language (the guard pins its English).
        onFlagged(t("flagged"));
      },
    });
  };

  const confirming = step === "confirm";
  const problem = localError ? t("flagReasonMissing") : flag.isError ? failureWords(t, flag.error) : null;
  return (
    <Dialog
      // A new dialog per step, so that focus moves into the step's own controls.
      key={step}
      open={open}
      onClose={close}
      title={confirming ? t("flagConfirm") : t("flagReason")}
      description={confirming ? t("flagConfirmHint") : t("flagReasonHint")}
      footer={
        confirming ? (
          <>
            <Button variant="secondary" onClick={close}>
              {t("no")}
            </Button>
            <Button onClick={() => setStep("reason")}>{t("yes")}</Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={flag.isPending}>
              {t("cancel")}
            </Button>
            <Button onClick={save} busy={flag.isPending} busyLabel={t("pleaseWait")}>
              {t("save")}
            </Button>
          </>
        )
      }
    >
      {!confirming && (
        <div className="space-y-3">
          <label htmlFor={reasonId} className="sr-only">
            {t("flagReason")}
          </label>
          <textarea
            id={reasonId}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (localError) setLocalError(false);
            }}
            rows={5}
            maxLength={FLAG_REASON_MAX}
            placeholder={t("flagPlaceholder")}
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
