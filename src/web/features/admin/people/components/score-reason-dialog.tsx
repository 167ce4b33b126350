import { type DecisionState, ReasonDialog } from "../../../../components/reason-dialog";
import { ADMIN_MATCH_TEXTS } from "../../../../lib/texts";
import { SCORE_REASON_MAX } from "../api";

export type ScoreReasonDialogProps = DecisionState & {
  score: number;
  names: [string, string];
  onSubmit: (reason: string) => void;
};

/** SPEC 4 "Admin matchmaking": a valid score asks for the reason (no rule on it), then saves both. */
export function ScoreReasonDialog({ score, names, onSubmit, onClose, busy, error }: ScoreReasonDialogProps) {
  return (
    <ReasonDialog
      title={ADMIN_MATCH_TEXTS.reasonTitle}
      description={ADMIN_MATCH_TEXTS.reasonDescription(score, names[0], names[1])}
      label={ADMIN_MATCH_TEXTS.reason}
      placeholder={ADMIN_MATCH_TEXTS.reasonPlaceholder}
      max={SCORE_REASON_MAX}
      submitLabel={ADMIN_MATCH_TEXTS.saveScore}
      placeholderClassName="placeholder:text-gray-500"
      onSubmit={onSubmit}
      onClose={onClose}
      busy={busy}
      error={error}
    />
  );
}
