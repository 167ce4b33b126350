import { readUpiId, UPI_ID_MAX_LENGTH } from "@shared/upi-id";
import { Wallet } from "lucide";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/button";
import { ErrorBox } from "../../../components/error-box";
import { Field, hintId, inputClasses } from "../../../components/form-controls";
import { SuccessNotice } from "../../../components/success-notice";
import { TitledSection } from "../../../components/titled-section";
import { useMessages } from "../../../lib/i18n";
import { serverSentence } from "../../../lib/i18n/server-sentence";
import { useSaveUpiId } from "./api";

// The refusals a save can meet, by the server's code (ADR 0056): its form check, and too many tries.
const SERVER_KEYS = { "upi.invalid": "upiInvalid", tooManyRequests: "serverTooManyRequests" } as const;

/**
 * The member's UPI ID (issue 28 item 7): checked for form here as on the server (name@bank), saved
 * with its own button; blank and saved, it is removed.
 */
export function UpiIdForm({ userId, upiId }: { userId: string; upiId: string | null }) {
  const t = useMessages("account");
  const id = useId();
  const save = useSaveUpiId(userId);
  const [text, setText] = useState(upiId ?? "");
  const [problem, setProblem] = useState(false);
  const [saved, setSaved] = useState<"upiSaved" | "upiCleared" | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    if (!readUpiId(text).ok) {
      setProblem(true);
      return;
    }
    setProblem(false);
    save.mutate(text, {
      onSuccess: (body) => {
        setText(body.data.upiId ?? "");
        // The server's sentence (UPI_MESSAGES.saved or .cleared) in the member's language.
        setSaved(body.data.upiId ? "upiSaved" : "upiCleared");
      },
    });
  };

  const error = problem ? t("upiInvalid") : save.isError ? serverSentence(save.error, t, SERVER_KEYS) : null;
  return (
    <TitledSection id="upi-id" title={t("upiTitle")} icon={Wallet} hint={t("upiHint")}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <Field id={id} label={t("upiLabel")}>
          <input
            id={id}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setProblem(false);
              setSaved(null);
            }}
            placeholder={t("upiPlaceholder")}
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
        <SuccessNotice>{saved && t(saved)}</SuccessNotice>
        <Button type="submit" busy={save.isPending} busyLabel={t("upiSaving")}>
          {t("upiSave")}
        </Button>
      </form>
    </TitledSection>
  );
}
