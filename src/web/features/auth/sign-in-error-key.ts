import { AUTH_MESSAGES } from "@shared/texts";
import type { MessageKey } from "../../lib/i18n";

// The sign-in flow keeps its errors as the SPEC's English sentences (SPEC 8; the API client makes the
// network and timeout ones for every screen). The landing shows the ones the browser itself makes in
// the member's language; a sentence the server wrote stays as it came until the server sends codes
// (issue 40 item 3).
const KEYS: Record<string, MessageKey<"signin">> = {
  [AUTH_MESSAGES.signInFailed]: "signInFailed",
  [AUTH_MESSAGES.popupBlocked]: "popupBlocked",
  [AUTH_MESSAGES.popupClosed]: "popupClosed",
  [AUTH_MESSAGES.networkError]: "networkError",
  [AUTH_MESSAGES.timeout]: "timeout",
};

/** The catalogue key of a sign-in error the browser made, or null for any other sentence. */
export function signInErrorKey(message: string): MessageKey<"signin"> | null {
  return KEYS[message] ?? null;
}
