import { AUTH_MESSAGES, COMMON_MESSAGES } from "@shared/texts";
import { ApiError, errorMessage } from "./api";

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
export function serverSentence<Key extends string>(
  error: unknown,
  keys: SentenceKeys<Key>,
  t: (key: Key) => string,
): string {
  const code = sentenceCode(error);
  const key = code === null ? undefined : keys[code];
  return key ? t(key) : errorMessage(error);
}
