import { type DecisionState, ReasonDialog } from "../../../../components/reason-dialog";
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
      title="Why this score?"
      description={`${score}% for ${names[0]} and ${names[1]}. The reason is kept with the score for other admins.`}
      label="Reason"
      placeholder="For example: both love last-minute hill trips and met at the Sunday café crawl."
      max={SCORE_REASON_MAX}
      submitLabel="Save score"
      fieldClassName="placeholder:text-gray-500"
      onSubmit={onSubmit}
      onClose={onClose}
      busy={busy}
      error={error}
    />
  );
}
