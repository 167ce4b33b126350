import { firstSpokenLanguage, type Language } from "@shared/languages";

/**
 * The first guess for a visitor who has not chosen: the first of the browser's preferred languages
 * (navigator.languages, most preferred first) that the app speaks, by its primary subtag ("hi-IN",
 * "hi" and "hi-Latn" are Hindi). A phone set to Marathi then Hindi gets Hindi; one set to Tamil alone
 * gets English, the language most Indian phones fall back to. The server guesses the same way from
 * Accept-Language when an account is made without a choice (ADR 0055).
 */
export function guessLanguage(preferred: readonly string[] | undefined): Language {
  return firstSpokenLanguage(preferred);
}
