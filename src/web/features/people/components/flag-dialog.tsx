import { LIMITS } from "@shared/limits";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { ReasonDialog } from "../../../components/reason-dialog";
import { useMessages } from "../../../lib/i18n";
import { useFlagUser } from "../api";
import { failureWords } from "../people-words";

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
  const t = useMessages("people");
  const flag = useFlagUser(userId);

  const close = () => {
    if (flag.isPending) return;
    setStep("confirm");
    flag.reset();
    onClose();
  };

  // A new dialog per step, so that focus moves into the step's own controls.
  if (step === "confirm" || !open) {
    return (
      <ConfirmDialog
        open={open}
        onClose={close}
        title={t("flagConfirm")}
        description={t("flagConfirmHint")}
        cancelLabel={t("no")}
        actionLabel={t("yes")}
        onConfirm={() => setStep("reason")}
        busy={false}
      />
    );
  }
  return (
    <ReasonDialog
      title={t("flagReason")}
      description={t("flagReasonHint")}
      label={t("flagReason")}
      labelHidden
      placeholder={t("flagPlaceholder")}
      placeholderClassName="placeholder:text-gray-500"
      max={LIMITS.flagReasonMaxLength}
      submitLabel={t("save")}
      busyLabel={t("pleaseWait")}
      cancelLabel={t("cancel")}
      holdWhileBusy
      requiredMessage={t("flagReasonMissing")}
      onSubmit={(reason) =>
        flag.mutate(reason.trim(), {
          onSuccess: () => {
            setStep("confirm");
            flag.reset();
            onClose();
            // The server's one thank-you, in the member's language (the guard pins its English).
            onFlagged(t("flagged"));
          },
        })
      }
      onClose={close}
      busy={flag.isPending}
      error={flag.isError ? failureWords(t, flag.error) : null}
    />
  );
}
