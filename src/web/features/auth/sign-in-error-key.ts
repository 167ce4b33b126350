import { AUTH_MESSAGES, COMMON_MESSAGES } from "@shared/texts";
import type { MessageKey } from "../../lib/i18n";

// The sign-in flow keeps its errors as the SPEC's English sentences (SPEC 8; the API client makes the
// network and timeout ones for every screen). The landing shows them in the member's language: the
// ones the browser makes, and the server's refusals of a sign-in, which are sentences of the shared
// catalogue (the server sends each with its code, named by the same entry: issue 40 item 3). Any
// other sentence stays as it came.
const KEYS: Record<string, MessageKey<"signin">> = {
  [AUTH_MESSAGES.signInFailed]: "signInFailed",
  [AUTH_MESSAGES.popupBlocked]: "popupBlocked",
  [AUTH_MESSAGES.popupClosed]: "popupClosed",
  [AUTH_MESSAGES.networkError]: "networkError",
  [AUTH_MESSAGES.timeout]: "timeout",
  [AUTH_MESSAGES.accountBanned]: "accountBanned",
  [AUTH_MESSAGES.idTokenUsed]: "idTokenUsed",
  [AUTH_MESSAGES.idTokenExpired]: "idTokenExpired",
  [AUTH_MESSAGES.idTokenInvalid]: "idTokenInvalid",
  [AUTH_MESSAGES.idTokenNonce]: "idTokenNonce",
  [AUTH_MESSAGES.idTokenEmailUnverified]: "idTokenEmailUnverified",
  [AUTH_MESSAGES.idTokenAudience]: "idTokenAudience",
  [AUTH_MESSAGES.idTokenNoSubject]: "idTokenNoSubject",
  [AUTH_MESSAGES.idTokenMissing]: "idTokenMissing",
  [COMMON_MESSAGES.tooManyRequests]: "tooManyRequests",
};

/** The catalogue key of a sign-in error, or null for a sentence the landing does not know. */
export function signInErrorKey(message: string): MessageKey<"signin"> | null {
  return KEYS[message] ?? null;
}
