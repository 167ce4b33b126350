import { useCallback } from "react";
import { hasMessage, type MessageKey, useLanguage, useMessages } from "./i18n";

/**
 * A member's quiz answers in the reader's language (issue 40): the `answers` area holds each answer's
 * words under the value the API stores (the SPEC's English), so every screen that shows someone's
 * answers (their profile, another member's, an applicant, the admins' views) says them as the quiz
 * did. A value the catalogue does not hold (from an older quiz) shows as it is stored.
 */
export function useAnswerWords(): (value: string) => string {
  const t = useMessages("answers");
  const language = useLanguage();
  return useCallback(
    (value: string) => (hasMessage(language, "answers", value) ? t(value as MessageKey<"answers">) : value),
    [t, language],
  );
}
