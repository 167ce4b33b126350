import { LIMITS, MAX_COST, MAX_SLOTS } from "@shared/limits";
import { indianDigits } from "@shared/numbers";
import { COMMON_MESSAGES, EVENT_MESSAGES } from "@shared/texts";
import type { Language, MessageKey, MessageValues, Translate } from "../../lib/i18n";

// The sentences the listings screens show that the shared rules or the server wrote: the create
// form's problems (createEventSchema, which the form and the server both run) and the server's
// refusals. The server names each by its code, its place in src/shared/texts (ADR 0056:
// EVENT_MESSAGES' `nameRequired` is `event.nameRequired`); the form's own check keeps the English
// sentence, which is the same entry. The catalogue holds each as `problem` and its name
// (`problemNameRequired`); sentences.test.ts holds every one of them to its English word for word.
// A sentence this table does not know stays as it came.

type EventProblem = keyof typeof EVENT_MESSAGES;

/**
 * The numbers a sentence writes, as the shared text writes them. The fee's limit is grouped the
 * Indian way in both languages ("10,00,000": hi-IN groups as en-IN does, in Latin digits) by the
 * shared helper the English sentence uses: Intl's formatter (lib/i18n/format.ts) in the form's
 * chunk regrouped Rollup's folding of small chunks and put 10 KB of other screens' code on /signin.
 */
const VALUES: Partial<Record<EventProblem, (language: Language) => MessageValues>> = {
  descriptionLength: () => ({ min: LIMITS.descriptionMin, max: LIMITS.descriptionMax }),
  slotsMin: () => ({ min: LIMITS.slotsMin }),
  slotsMax: () => ({ max: MAX_SLOTS }),
  costMax: () => ({ amount: indianDigits(MAX_COST) }),
  meetingPlaceLength: () => ({ max: LIMITS.meetingPlaceMaxLength }),
  meetingAddressLength: () => ({ max: LIMITS.meetingAddressMaxLength }),
};

/** The server's words beyond the create form's rules that these screens show. */
const OTHER: Record<string, { english: string; key: MessageKey<"listings"> }> = {
  tooManyRequests: { english: COMMON_MESSAGES.tooManyRequests, key: "problemTooManyRequests" },
  tryAgain: { english: COMMON_MESSAGES.tryAgain, key: "somethingWrong" },
};

const codeOfEnglish = new Map<string, string>([
  ...Object.entries(EVENT_MESSAGES).map(([name, english]) => [english, `event.${name}`] as const),
  ...Object.entries(OTHER).map(([code, { english }]) => [english, code] as const),
]);

/** A sentence as the server or the shared rules gave it: its code when the server sent one. */
export type Sentence = { code?: string | null; message: string };

/** The sentence in the member's language: by its code, else by its English; else as it came. */
export function sentenceIn(t: Translate<"listings">, language: Language, sentence: Sentence): string {
  const code = sentence.code ?? codeOfEnglish.get(sentence.message);
  const other = code === undefined ? undefined : OTHER[code];
  if (other) return t(other.key);
  const name = code?.startsWith("event.") ? code.slice("event.".length) : undefined;
  if (!name || !Object.hasOwn(EVENT_MESSAGES, name)) return sentence.message;
  const key = `problem${name.charAt(0).toUpperCase()}${name.slice(1)}` as MessageKey<"listings">;
  return t(key, VALUES[name as EventProblem]?.(language));
}

/** Every sentence the table knows, with its code (the tests hold the catalogue's English to them). */
export function knownSentences(): Array<{ code: string; english: string }> {
  return [...codeOfEnglish].map(([english, code]) => ({ code, english }));
}
