import { type DecisionState, ReasonDialog } from "../../../../components/reason-dialog";
import { formatNumber, useLanguage, useMessages } from "../../../../lib/i18n";
import { SCORE_REASON_MAX } from "../api";

export type ScoreReasonDialogProps = DecisionState & {
  score: number;
  names: [string, string];
  onSubmit: (reason: string) => void;
};

/** SPEC 4 "Admin matchmaking": a valid score asks for the reason (no rule on it), then saves both. */
export function ScoreReasonDialog({ score, names, onSubmit, onClose, busy, error }: ScoreReasonDialogProps) {
  const t = useMessages("admin-people");
  // The admin screens' shared words (the SPEC's "Please Wait"), loaded with every admin screen.
  const admin = useMessages("admin");
  const language = useLanguage();
  return (
    <ReasonDialog
      title={t("reasonTitle")}
      description={t("reasonDescription", {
        score: formatNumber(language, score),
        first: names[0],
        second: names[1],
      })}
      label={t("reason")}
      placeholder={t("reasonPlaceholder")}
      max={SCORE_REASON_MAX}
      submitLabel={t("saveScore")}
      busyLabel={admin("pleaseWait")}
      placeholderClassName="placeholder:text-gray-500"
      onSubmit={onSubmit}
      onClose={onClose}
      busy={busy}
      error={error}
    />
  );
}
