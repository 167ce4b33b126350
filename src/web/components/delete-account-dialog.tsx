import { DELETE_CONFIRMATION_WORD } from "@shared/texts";
import { Suspense, useId, useState } from "react";
import { useMessages } from "../lib/i18n";
import { MY_DATA_SENTENCES } from "../lib/queries/data-export";
import { failureSentence } from "../lib/server-sentence";
import { ErrorBox } from "./error-box";
import { FormDialog } from "./form-dialog";
import type { DecisionState } from "./reason-dialog";

export type DeleteAccountDialogProps = Omit<DecisionState, "error"> & {
  title: string;
  description: string;
  onConfirm: (confirmation: string) => void;
  /**
   * The failure of the last try: the error itself, said by its code in the reader's language (ADR
   * 0056), or a sentence shown as it is.
   */
  error: Error | string | null;
};

/**
 * "Delete account" (ADR 0025): the member types the confirmation word, and the button enables only on
 * an exact match (the server checks the same word, which stays DELETE in every language). Its words
 * are the account area's; the data panel beside the button that opens it has loaded them already.
 */
export function DeleteAccountDialog(props: DeleteAccountDialogProps) {
  return (
    <Suspense fallback={null}>
      <Confirmation {...props} />
    </Suspense>
  );
}

function Confirmation({ title, description, onConfirm, onClose, busy, error }: DeleteAccountDialogProps) {
  const t = useMessages("account");
  const fieldId = useId();
  const [typed, setTyped] = useState("");
  const matches = typed === DELETE_CONFIRMATION_WORD;

  return (
    <FormDialog
      onClose={onClose}
      title={title}
      description={description}
      actionLabel={t("deleteConfirm")}
      actionVariant="danger"
      actionDisabled={!matches}
      busy={busy}
      busyLabel={t("deleteDeleting")}
      onSubmit={() => {
        if (matches && !busy) onConfirm(typed);
      }}
    >
      <label htmlFor={fieldId} className="block text-sm font-semibold text-gray-900">
        {t("deleteTypeToConfirm", { word: DELETE_CONFIRMATION_WORD })}
      </label>
      <input
        id={fieldId}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        // The word is typed in Latin letters whatever the language: the server compares it as is.
        lang="en"
        className="mt-2 block min-h-12 w-full rounded-xl border border-gray-300 bg-white px-4 text-base tracking-widest text-gray-900 focus-ring"
        placeholder={DELETE_CONFIRMATION_WORD}
      />
      {error && (
        <ErrorBox className="mt-3">
          {typeof error === "string" ? error : failureSentence(error, MY_DATA_SENTENCES, t)}
        </ErrorBox>
      )}
    </FormDialog>
  );
}
