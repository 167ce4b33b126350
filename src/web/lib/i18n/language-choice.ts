import { readPreference, writePreference } from "../local-preference";
import { isLanguage, type Language } from "./languages";

/**
 * Where a member's chosen language is kept. For now on the device (localStorage), so the choice made
 * on the sign-in screen holds before any account exists. The seam for the next slice of issue 40: a
 * choice that is also saved on the member's account (so emails and pushes follow it) is another
 * implementation of this type, handed to `startLanguage` and `changeLanguage`.
 */
export type LanguageChoice = {
  /** The language the member chose, or null when they never chose one. */
  read(): Language | null;
  save(language: Language): void;
};

const KEY = "language";

export const deviceLanguageChoice: LanguageChoice = {
  read() {
    const stored = readPreference(KEY);
    return isLanguage(stored) ? stored : null;
  },
  save(language) {
    writePreference(KEY, language);
  },
};
