import { useId, useState } from "react";
import { Button } from "../../../../components/button";
import { Dialog } from "../../../../components/dialog";
import { ErrorBox } from "../../../../components/error-box";
import { TEXTS } from "../../../../lib/texts";
import { SCORE_REASON_MAX } from "../api";

export type ScoreReasonDialogProps = {
  score: number;
  names: [string, string];
  onSubmit: (reason: string) => void;
  onClose: () => void;
  busy: boolean;
  /** The failure of the last try, shown in the red box. */
  error: string | null;
};

/** SPEC 4 "Admin matchmaking": a valid score asks for the reason (no rule on it), then saves both. */
export function ScoreReasonDialog({ score, names, onSubmit, onClose, busy, error }: ScoreReasonDialogProps) {
  const formId = useId();
  const fieldId = useId();
  const hintId = useId();
  const [reason, setReason] = useState("");

  return (
    <Dialog
      open
      onClose={onClose}
      title="Why this score?"
      description={`${score}% for ${names[0]} and ${names[1]}. The reason is kept with the score for other admins.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy} busyLabel={TEXTS.pleaseWait}>
            Save score
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
          onSubmit(reason);
        }}
      >
        <div>
          <label htmlFor={fieldId} className="block text-sm font-semibold text-gray-800">
            Reason
          </label>
          <textarea
            id={fieldId}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            rows={4}
            maxLength={SCORE_REASON_MAX}
            placeholder="For example: both love last-minute hill trips and met at the Sunday café crawl."
            aria-describedby={hintId}
            className="mt-1.5 block w-full resize-y rounded-xl border border-gray-300 bg-white px-4 py-3 text-base text-gray-900 placeholder:text-gray-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/25 focus:outline-none"
          />
          <p id={hintId} className="mt-1.5 text-right text-sm text-gray-500 tabular-nums">
            {reason.length}/{SCORE_REASON_MAX}
          </p>
        </div>
        {error && <ErrorBox>{error}</ErrorBox>}
      </form>
    </Dialog>
  );
}
