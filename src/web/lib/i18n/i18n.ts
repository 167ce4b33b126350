import { type Messages, setupI18n } from "@lingui/core";
import { CATALOGUES, type MessageKey, type MessageValues, type Namespace } from "./catalogues";
import { guessLanguage } from "./guess-language";
import { deviceLanguageChoice, type LanguageChoice } from "./language-choice";
import { DEFAULT_LANGUAGE, type Language, LOCALE_TAGS } from "./languages";

// The app's one Lingui instance (ADR 0053): the active language and the catalogues loaded so far.
// Its ids are "<area>.<key>" ("signin.welcome"), so areas loaded into one language never collide.
// It starts in English with nothing loaded; startLanguage() (main.tsx) picks the member's language
// before the first render, and every screen waits for its area's catalogue (router.tsx, useMessages).
export const i18n = setupI18n({ locale: DEFAULT_LANGUAGE, messages: { [DEFAULT_LANGUAGE]: {} } });

const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();
// The areas some screen has asked for: a change of language loads them in the new one first.
const asked = new Set<Namespace>();

/** The language the screens speak now. */
export function activeLanguage(): Language {
  return i18n.locale as Language;
}

export function isCatalogueLoaded(language: Language, namespace: Namespace): boolean {
  return loaded.has(`${language}/${namespace}`);
}

/** Loads an area's catalogue in a language once; a failed load is tried again on the next ask. */
export function loadCatalogue(language: Language, namespace: Namespace): Promise<void> {
  asked.add(namespace);
  const key = `${language}/${namespace}`;
  let load = loading.get(key);
  if (!load) {
    load = CATALOGUES[namespace][language]().then(
      ({ default: messages }) => {
        const ids: Messages = {};
        for (const [id, message] of Object.entries(messages as Messages)) ids[`${namespace}.${id}`] = message;
        i18n.load(language, ids);
        loaded.add(key);
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, load);
  }
  return load;
}

/** An area's message in the active language (its catalogue loaded). */
export function translate<N extends Namespace>(
  namespace: N,
  key: MessageKey<N>,
  values?: MessageValues,
): string {
  return i18n._(`${namespace}.${key}`, values);
}

/** `<html lang>` follows the language, so screen readers voice it and the browser hyphenates it right. */
function activate(language: Language): void {
  i18n.activate(language, [LOCALE_TAGS[language]]);
  if (typeof document !== "undefined") document.documentElement.lang = LOCALE_TAGS[language];
}

/**
 * The language to start in: the member's choice, else the browser's first guess. Runs before the
 * first render; the first screen's catalogue is loaded beside its code (router.tsx).
 */
export function startLanguage(choice: LanguageChoice = deviceLanguageChoice): Language {
  const language = choice.read() ?? guessLanguage(globalThis.navigator?.languages);
  // An empty set until the catalogues arrive: Lingui wants messages for a language it activates.
  i18n.load(language, {});
  activate(language);
  return language;
}

let latest: Language | null = null;

/**
 * Switches every screen at once: the catalogues the screens use are loaded in the new language
 * first, so nothing shows a key or falls back while they arrive. The choice is remembered at once.
 * When two changes overlap, the later one wins.
 */
export async function changeLanguage(
  language: Language,
  choice: LanguageChoice = deviceLanguageChoice,
): Promise<void> {
  latest = language;
  choice.save(language);
  await Promise.all([...asked].map((namespace) => loadCatalogue(language, namespace)));
  if (latest === language) activate(language);
}
