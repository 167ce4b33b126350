import { ApiError, errorMessage } from "../api";
import type { MessageValues } from "./catalogues";

// ADR 0056: the server sends each of its sentences with a code beside the English `message`. A
// screen whose words are in the seam names the codes it knows (`{ "safety.flagSelf": "serverFlagSelf" }`)
// and shows their words in the member's language; any other failure shows its message as it came.
// A sentence the server built from values (a wait's seconds) comes with them, named as the
// catalogue's placeholders are.

/** A failure's sentence in the member's language when its code is one the screen knows, else as it came. */
export function serverSentence<K extends string>(
  error: unknown,
  t: (key: K, values?: MessageValues) => string,
  keys: Readonly<Record<string, K>>,
): string {
  const key = error instanceof ApiError && error.code ? keys[error.code] : undefined;
  return key && error instanceof ApiError ? t(key, error.values) : errorMessage(error);
}
