import type { MessageKey } from "../../lib/i18n/catalogues";

// The codes of the server's sentences (ADR 0056) the trusted-contact panel says in the member's
// language, and their catalogue keys. The guard test (scripts/catalogue-check.test.ts) holds each
// key's English to the server's sentence of that code, word for word.
export const SAFETY_SERVER_KEYS: Record<string, MessageKey<"safety">> = {
  "share.notGoing": "serverNotGoing",
  "share.closed": "serverClosed",
  "share.over": "serverOver",
  "share.arriveTooEarly": "serverArriveTooEarly",
  "share.arriveTooLate": "serverArriveTooLate",
  "share.homeSafeTooEarly": "serverHomeSafeTooEarly",
  "share.homeSafeTooLate": "serverHomeSafeTooLate",
  tooManyRequests: "serverTooManyRequests",
};
