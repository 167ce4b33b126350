import { DEFAULT_LANGUAGE, isLanguage, type Language } from "./languages";

/**
 * The first guess for a visitor who has not chosen: the first of the browser's preferred languages
 * (navigator.languages, most preferred first) that the app speaks, by its primary subtag ("hi-IN",
 * "hi" and "hi-Latn" are Hindi). A phone set to Marathi then Hindi gets Hindi; one set to Tamil alone
 * gets English, the language most Indian phones fall back to.
 */
export function guessLanguage(preferred: readonly string[] | undefined): Language {
  for (const tag of preferred ?? []) {
    const primary = tag.split(/[-_]/)[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
