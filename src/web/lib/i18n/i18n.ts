import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { CATALOGUES, type MessageKey, type MessageValues, type Namespace } from "./catalogues";
import { guessLanguage } from "./guess-language";
import { deviceLanguageChoice, type LanguageChoice } from "./language-choice";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, LOCALE_TAGS } from "./languages";

// One Lingui instance per language (ADR 0053), each holding that language's catalogues loaded so
// far, with its ids as "<area>.<key>" ("signin.welcome") so that areas never collide. A message is
// asked of a language's own instance, never of a global active locale: the server can then write one
// member's email in Hindi while it writes another's in English. Which language the screens speak is
// the app's own state below, set by startLanguage() before the first render and by changeLanguage().
const LINGUI = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    setupI18n({ locale: language, locales: [LOCALE_TAGS[language]], messages: { [language]: {} } }),
  ]),
) as Record<Language, I18n>;

const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();
// The areas some screen has asked for: a change of language loads them in the new one first.
const asked = new Set<Namespace>();

let active: Language = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();

/** The language the screens speak now. */
export function activeLanguage(): Language {
  return active;
}

/** Calls `onChange` whenever the screens' language changes; returns the way to stop. */
export function onLanguageChange(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
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
        LINGUI[language].load(language, ids);
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

/**
 * Code loaded on first use (a dialog, a section, a screen's part) with its words in the screens'
 * language fetched beside it, so that neither waits for the other (ADR 0053). Resolves with the module.
 */
export async function withWords<M>(code: Promise<M>, ...namespaces: Namespace[]): Promise<M> {
  const [module] = await Promise.all([
    code,
    ...namespaces.map((namespace) => loadCatalogue(active, namespace)),
  ]);
  return module;
}

/** An area's message in a language (its catalogue loaded). */
export function messageIn<N extends Namespace>(
  language: Language,
  namespace: N,
  key: MessageKey<N>,
  values?: MessageValues,
): string {
  return LINGUI[language]._(`${namespace}.${key}`, values);
}

/** Whether an area's catalogue in a language holds a key (one read from data, not written in code). */
export function hasMessage(language: Language, namespace: Namespace, key: string): boolean {
  return LINGUI[language].messages[`${namespace}.${key}`] !== undefined;
}

/** An area's message in the screens' language. */
export function translate<N extends Namespace>(namespace: N, key: MessageKey<N>, values?: MessageValues) {
  return messageIn(active, namespace, key, values);
}

/**
 * Node (the prerender, later the server) reads the catalogues as written, not compiled by the build:
 * it hands Lingui the compiler (from @lingui/message-utils), which the browser never downloads.
 */
export function compileMessagesWith(compile: Parameters<I18n["setMessagesCompiler"]>[0]): void {
  for (const lingui of Object.values(LINGUI)) lingui.setMessagesCompiler(compile);
}

/** `<html lang>` follows the language, so screen readers voice it and the browser hyphenates it right. */
function activate(language: Language): void {
  active = language;
  if (typeof document !== "undefined") document.documentElement.lang = LOCALE_TAGS[language];
  for (const listener of listeners) listener();
}

/**
 * The language to start in: the member's choice, else the browser's first guess. Runs before the
 * first render; the first screen's catalogue is loaded beside its code (router.tsx).
 */
export function startLanguage(choice: LanguageChoice = deviceLanguageChoice): Language {
  activate(choice.read() ?? guessLanguage(globalThis.navigator?.languages));
  return active;
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
