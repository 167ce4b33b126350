// The languages the app speaks (ADR 0053): the codes, their Intl tags and the check live in shared,
// where the server reads them too (a member's language is saved on the account, ADR 0055).
import type { Language } from "@shared/languages";

export {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type Language,
  LOCALE_TAGS,
} from "@shared/languages";

/**
 * Each language's name written in itself, as the language control offers it: a visitor who cannot
 * read the active language still finds their own. The same in every catalogue, so kept here once.
 */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", hi: "हिन्दी" };
