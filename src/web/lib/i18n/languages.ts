// The languages the app speaks (ADR 0053). A member's language is one of these two codes; Intl gets
// the Indian tag of it, so numbers group as lakhs and crores and dates read as they do in India.

export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];

/** What a visitor gets when nothing they said names a language the app speaks. */
export const DEFAULT_LANGUAGE: Language = "en";

/** The BCP 47 tag of each language as written in India: for Intl and for `<html lang>`. */
export const LOCALE_TAGS: Record<Language, string> = { en: "en-IN", hi: "hi-IN" };

/**
 * Each language's name written in itself, as the language control offers it: a visitor who cannot
 * read the active language still finds their own. The same in every catalogue, so kept here once.
 */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", hi: "हिन्दी" };

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}
