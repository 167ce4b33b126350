import { type DecisionState, ReasonDialog } from "../../../../components/reason-dialog";
import { useMessages } from "../../../../lib/i18n";
import { REJECTION_REASON_MAX } from "../api";

export type RejectDialogProps = DecisionState & {
  eventName: string;
  onSubmit: (rejectionReason: string) => void;
};

/** "Reject this listing?" with the reason the host will read; a blank reason is refused (SPEC 5). */
export function RejectDialog({ eventName, onSubmit, onClose, busy, error }: RejectDialogProps) {
  const t = useMessages("admin");
  return (
    <ReasonDialog
      title={t("rejectTitle")}
      description={t("rejectDescription", { eventName })}
      label={t("rejectionReason")}
      placeholder={t("rejectPlaceholder")}
      max={REJECTION_REASON_MAX}
      submitLabel={t("rejectListing")}
      submitVariant="danger"
      busyLabel={t("pleaseWait")}
      requiredMessage={t("serverRejectionReasonRequired")}
      onSubmit={(reason) => onSubmit(reason.trim())}
      onClose={onClose}
      busy={busy}
      error={error}
    />
  );
}
