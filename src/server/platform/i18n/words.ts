import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { DEFAULT_APP_NAME } from "../../../shared/app-name";
import { LANGUAGES, type Language, LOCALE_TAGS } from "../../../shared/languages";
import { SERVER_CATALOGUES, type ServerMessageId } from "./catalogues";

// One Lingui instance per language (ADR 0053, 0055), never a global active locale: the server
// writes each member's email and push in their own language, many members at once. Messages are
// compiled once as the module loads (the browser gets them compiled by the build; Node has the
// compiler at hand), with the throwing compiler: a message that does not parse stops the server at
// start, not a member's email later.

let name = DEFAULT_APP_NAME;

/**
 * The app's name in every language (APP_NAME, a brand in Latin letters): one value, not a word.
 * One process serves one name, set from the config as the app is built (setAppName).
 */
export function appName(): string {
  return name;
}

/** Sets the name every message of this process carries; buildApp calls it with config.appName. */
export function setAppName(value: string): void {
  name = value;
}

const LINGUI = Object.fromEntries(
  LANGUAGES.map((language) => {
    const messages: Messages = {};
    for (const [area, catalogue] of Object.entries(SERVER_CATALOGUES[language])) {
      for (const [key, message] of Object.entries(catalogue as Record<string, string>)) {
        messages[`${area}.${key}`] = compileMessageOrThrow(message);
      }
    }
    return [
      language,
      setupI18n({ locale: language, locales: [LOCALE_TAGS[language]], messages: { [language]: messages } }),
    ];
  }),
) as Record<Language, I18n>;

export type WordValues = Record<string, string | number>;

/** A server message in a member's language; `{appName}` is filled in everywhere. */
export function say(language: Language, id: ServerMessageId, values: WordValues = {}): string {
  return LINGUI[language]._(id, { appName: name, ...values });
}

/** The words of one language, for code that writes several messages to one member. */
export function wordsIn(language: Language) {
  return (id: ServerMessageId, values?: WordValues) => say(language, id, values);
}

export type Say = ReturnType<typeof wordsIn>;
