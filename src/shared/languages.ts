// The languages the app speaks (ADR 0053, 0055). A member's language is one of these two codes, on
// the device before an account exists and on the account after (users.language); Intl gets the
// Indian tag of it, so numbers group as lakhs and crores and dates read as they do in India. Shared
// because the server writes emails and pushes in it and checks what the web sends.

export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];

/** What a visitor gets when nothing they said names a language the app speaks. */
export const DEFAULT_LANGUAGE: Language = "en";

/** The BCP 47 tag of each language as written in India: for Intl and for `<html lang>`. */
export const LOCALE_TAGS: Record<Language, string> = { en: "en-IN", hi: "hi-IN" };

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/**
 * The first of a visitor's preferred languages (most preferred first) that the app speaks, by its
 * primary subtag ("hi-IN", "hi" and "hi-Latn" are Hindi); else English, the language most Indian
 * phones fall back to.
 */
export function firstSpokenLanguage(preferred: readonly string[] | undefined): Language {
  for (const tag of preferred ?? []) {
    const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
