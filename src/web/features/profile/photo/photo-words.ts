import type { MessageKey, Translate } from "../../../lib/i18n";
import { serverSentence } from "../../../lib/i18n/server-sentence";

// The photo check's words for what the API sends: the pose asked for (a value; the catalogue says
// it) and the codes of the refusals this screen can meet (ADR 0056).

type Key = MessageKey<"photo">;
export type PhotoWords = Translate<"photo">;

export { POSE_KEYS } from "../../../lib/pose-keys";

const SERVER_KEYS: Record<string, Key> = {
  "photoCheck.noPose": "noPose",
  "photoCheck.selfieRequired": "selfieRequired",
  "photoCheck.notAnImage": "notAnImage",
  "photoCheck.tooLarge": "tooLarge",
  "photoCheck.notMultipart": "notMultipart",
  "photoCheck.pendingReview": "pendingReview",
  tooManyRequests: "tooManyRequests",
};

/** A failure as the member reads it: the server's sentence in their language when its code is known. */
export function failureWords(t: PhotoWords, error: unknown): string {
  return serverSentence(error, t, SERVER_KEYS);
}
