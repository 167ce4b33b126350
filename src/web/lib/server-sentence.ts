import { AUTH_MESSAGES, COMMON_MESSAGES } from "@shared/texts";
import { ApiError, errorMessage, refusalMessage } from "./api";
import type { MessageKey, MessageValues, Namespace, Translate } from "./i18n";

// The server's sentences a screen shows (ADR 0056): each comes with its code beside the SPEC's
// English, and a screen whose words are in the seam says the code's sentence in the member's
// language, from a map of the codes it knows to its catalogue's keys. A code it does not know (a
// newer server's) shows the server's English as it came.

/** A sentence the server sent (`message` with its `code`) in the member's language where it is known. */
export function serverSentence<N extends Namespace>(
  t: Translate<N>,
  keys: Record<string, MessageKey<N>>,
  answer: { message?: string | null; code?: string | null; values?: MessageValues | undefined },
): string | null {
  const key = answer.code ? keys[answer.code] : undefined;
  if (key) return t(key, answer.values);
  return answer.message?.trim() ? answer.message : null;
}

/**
 * The server's reason when it refused (an answer came back), in the member's language where its code
 * is known; otherwise the page's own sentence (`fallback`: no answer, a network failure).
 */
export function refusalIn<N extends Namespace>(
  t: Translate<N>,
  keys: Record<string, MessageKey<N>>,
  err: unknown,
  fallback: MessageKey<N>,
): string {
  const { code, values } = err instanceof ApiError ? err : { code: null, values: undefined };
  return serverSentence(t, keys, { message: refusalMessage(err, ""), code, values }) ?? t(fallback);
}

/** A failure for the red box: the code's sentence in the member's language, else what was thrown. */
export function errorIn<N extends Namespace>(
  t: Translate<N>,
  keys: Record<string, MessageKey<N>>,
  err: unknown,
): string {
  const { code, values } = err instanceof ApiError ? err : { code: null, values: undefined };
  return serverSentence(t, keys, { message: errorMessage(err), code, values }) ?? errorMessage(err);
}

// A failure in the member's language (ADR 0056): the server names each sentence it sends by a code
// beside the English `message`; a screen whose words are in the seam keeps a table from the codes it
// can meet to keys of its own catalogue. The sentences the browser makes itself (no answer came
// back, or it came too late) carry no code, so they are looked up by the same names the server's
// catalogue gives them. Anything else (a code the screen does not know, a sentence built from values)
// shows as it came.

/** A screen's table: a sentence's code (`chat.blank`, `databaseUnavailable`) to its catalogue key. */
export type SentenceKeys<Key extends string> = Readonly<Record<string, Key>>;

const MADE_HERE: Readonly<Record<string, string>> = {
  [AUTH_MESSAGES.networkError]: "networkError",
  [AUTH_MESSAGES.timeout]: "timeout",
  [COMMON_MESSAGES.somethingWentWrong]: "somethingWentWrong",
};

/** The code of a failure: the server's, else the name of a sentence the browser made. */
export function sentenceCode(error: unknown): string | null {
  if (error instanceof ApiError && error.code) return error.code;
  return MADE_HERE[errorMessage(error)] ?? null;
}

/** A failure as the member reads it: its code's words in the screen's catalogue, else as it came. */
export function failureSentence<Key extends string>(
  error: unknown,
  keys: SentenceKeys<Key>,
  t: (key: Key) => string,
): string {
  const code = sentenceCode(error);
  const key = code === null ? undefined : keys[code];
  return key ? t(key) : errorMessage(error);
}
