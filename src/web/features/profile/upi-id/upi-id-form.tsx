import { UPI_MESSAGES } from "@shared/texts";
import { readUpiId, UPI_ID_MAX_LENGTH } from "@shared/upi-id";
import { Wallet } from "lucide";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/button";
import { ErrorBox } from "../../../components/error-box";
import { Field, hintId, inputClasses } from "../../../components/form-controls";
import { SuccessNotice } from "../../../components/success-notice";
import { TitledSection } from "../../../components/titled-section";
import { errorMessage } from "../../../lib/api";
import { UPI_ID_TEXTS } from "../../../lib/texts";
import { useSaveUpiId } from "./api";

/**
 * The member's UPI ID (issue 28 item 7): checked for form here as on the server (name@bank), saved
 * with its own button; blank and saved, it is removed.
 */
export function UpiIdForm({ userId, upiId }: { userId: string; upiId: string | null }) {
  const id = useId();
  const save = useSaveUpiId(userId);
  const [text, setText] = useState(upiId ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    if (!readUpiId(text).ok) {
      setProblem(UPI_MESSAGES.invalid);
      return;
    }
    setProblem(null);
    save.mutate(text, {
      onSuccess: (body) => {
        setText(body.data.upiId ?? "");
        setSaved(body.message ?? UPI_MESSAGES.saved);
      },
    });
  };

  const error = problem ?? (save.isError ? errorMessage(save.error) : null);
  return (
    <TitledSection id="upi-id" title={UPI_ID_TEXTS.title} icon={Wallet} hint={UPI_ID_TEXTS.hint}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <Field id={id} label={UPI_ID_TEXTS.label}>
          <input
            id={id}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setProblem(null);
              setSaved(null);
            }}
            placeholder={UPI_ID_TEXTS.placeholder}
            maxLength={UPI_ID_MAX_LENGTH}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? hintId(id) : undefined}
            className={inputClasses}
          />
        </Field>
        {error && (
          <ErrorBox>
            <span id={hintId(id)}>{error}</span>
          </ErrorBox>
        )}
        <SuccessNotice>{saved}</SuccessNotice>
        <Button type="submit" busy={save.isPending} busyLabel={UPI_ID_TEXTS.saving}>
          {UPI_ID_TEXTS.save}
        </Button>
      </form>
    </TitledSection>
  );
}
