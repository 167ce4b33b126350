import { useId, useState } from "react";
import { MY_DATA_TEXTS } from "../lib/texts";
import { ErrorBox } from "./error-box";
import { FormDialog } from "./form-dialog";
import type { DecisionState } from "./reason-dialog";

/**
 * "Delete account" (ADR 0025): the member types the confirmation word, and the button enables only on
 * an exact match (the server checks the same word).
 */
export function DeleteAccountDialog({
  title,
  description,
  onConfirm,
  onClose,
  busy,
  error,
}: DecisionState & { title: string; description: string; onConfirm: (confirmation: string) => void }) {
  const fieldId = useId();
  const [typed, setTyped] = useState("");
  const matches = typed === MY_DATA_TEXTS.confirmWord;

  return (
    <FormDialog
      onClose={onClose}
      title={title}
      description={description}
      actionLabel={MY_DATA_TEXTS.confirmDelete}
      actionVariant="danger"
      actionDisabled={!matches}
      busy={busy}
      busyLabel={MY_DATA_TEXTS.deleting}
      onSubmit={() => {
        if (matches && !busy) onConfirm(typed);
      }}
    >
      <label htmlFor={fieldId} className="block text-sm font-semibold text-gray-900">
        {MY_DATA_TEXTS.typeToConfirm}
      </label>
      <input
        id={fieldId}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className="mt-2 block min-h-12 w-full rounded-xl border border-gray-300 bg-white px-4 text-base tracking-widest text-gray-900 focus-ring"
        placeholder={MY_DATA_TEXTS.confirmWord}
      />
      {error && <ErrorBox className="mt-3">{error}</ErrorBox>}
    </FormDialog>
  );
}
