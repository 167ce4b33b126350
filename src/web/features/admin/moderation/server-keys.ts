import type { MessageKey, Translate } from "../../../lib/i18n";
import type { SentenceKeys } from "../../../lib/server-sentence";

// What the server answers the reports screens (ADR 0056): a decision in the one moderation queue, a
// ban, an unban or an unflag, and their refusals, each sentence by its code, in the admin-reports
// catalogue, so an admin reading Hindi reads them in Hindi. A code missing here shows the server's
// English as it came.

export type ReportsKey = MessageKey<"admin-reports">;
export type ReportsWords = Translate<"admin-reports">;

export const REPORTS_SERVER_KEYS: SentenceKeys<ReportsKey> = {
  // Ban, unban and unflag (the flag details and the member's profile), and a flagged member's case.
  "safety.banned": "serverBanned",
  "safety.unbanned": "serverUnbanned",
  "safety.unflagged": "serverUnflagged",
  "safety.banSelf": "serverBanSelf",
  "safety.banAdmin": "serverBanAdmin",
  "safety.alreadyBanned": "serverAlreadyBanned",
  "safety.notBanned": "serverNotBanned",
  "safety.noFlags": "serverNoFlags",
  memberNotFound: "serverMemberNotFound",
  // The queue's other subjects, kept or acted on.
  "messageFlag.dismissed": "serverMessageDismissed",
  "messageFlag.removed": "messageRemoved",
  "messageFlag.restored": "messageRestored",
  "messageFlag.undoOver": "serverUndoOver",
  "reviewFlag.kept": "serverReviewKept",
  "reviewFlag.hidden": "serverReviewHidden",
  "attendance.upheld": "serverNoShowUpheld",
  "attendance.overturned": "serverNoShowOverturned",
  "moderation.listingKept": "serverListingKept",
  "moderation.listingTakenDown": "serverListingTakenDown",
  "help.helpKept": "serverHelpKept",
  "help.helpActed": "serverHelpActed",
  // A case another admin decided meanwhile.
  "moderation.caseNotFound": "serverCaseNotFound",
};
