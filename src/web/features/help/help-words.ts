import { TRUSTED_CONTACT_NAME_MAX } from "@shared/texts";
import type { MessageKey, Translate } from "../../lib/i18n";
import { serverSentence } from "../../lib/i18n/server-sentence";

// The help area's server sentences by their code (ADR 0056): Help's refusals and the trusted
// contact's, shown in the member's language; any other failure shows as it came.

type Key = MessageKey<"help">;
export type HelpWords = Translate<"help">;

const SERVER_KEYS: Record<string, Key> = {
  "help.notMember": "helpNotMember",
  "help.closed": "helpClosed",
  "help.tooEarly": "helpTooEarly",
  "help.tooLate": "helpTooLate",
  "help.noContact": "helpNoContact",
  "help.badPoint": "helpBadPoint",
  "help.detailsTooLong": "helpDetailsTooLong",
  "help.perHour": "helpPerHour",
  "help.perDay": "helpPerDay",
  "help.reportsPerHour": "helpReportsPerHour",
  "help.sendFailed": "helpSendFailed",
  "trustedContact.nameRequired": "contactNameRequired",
  "trustedContact.nameTooLong": "contactNameTooLong",
  "trustedContact.reachRequired": "contactReachRequired",
  "trustedContact.invalidNumber": "contactInvalidNumber",
  "trustedContact.invalidEmail": "contactInvalidEmail",
  "trustedContact.ownNumber": "contactOwnNumber",
  "trustedContact.ownEmail": "contactOwnEmail",
  tooManyRequests: "tooManyRequests",
};

/** A failure as the member reads it: the server's sentence in their language when its code is known. */
export function failureWords(t: HelpWords, error: unknown): string {
  // The one sentence with a value: the longest name the server takes.
  return serverSentence(error, (key: Key) => t(key, { max: TRUSTED_CONTACT_NAME_MAX }), SERVER_KEYS);
}
