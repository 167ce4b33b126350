import type { MessageKey } from "../../lib/i18n/catalogues";

// The codes of the server's sentences (ADR 0056) the event page and its report dialog say in the
// member's language, and their catalogue keys. The guard test (scripts/catalogue-check.test.ts) holds
// each key's English to the server's sentence of that code, word for word.

/** Why a join, a waitlist step or the calendar was refused, or how it went, by the code of the server's sentence. */
export const EVENT_SERVER_KEYS: Record<string, MessageKey<"action-answers">> = {
  "waitlist.joined": "serverWaitlistJoined",
  "waitlist.left": "serverWaitlistLeft",
  "waitlist.notFull": "serverWaitlistNotFull",
  "waitlist.already": "serverWaitlistAlready",
  "waitlist.onWaitlist": "serverWaitlistOnWaitlist",
  "waitlist.notOnWaitlist": "serverWaitlistNotOnWaitlist",
  "waitlist.hostCannotWait": "serverWaitlistHostCannotWait",
  "request.ownEvent": "serverRequestOwnEvent",
  "request.notOpen": "serverRequestNotOpen",
  "request.over": "serverRequestOver",
  "request.full": "serverRequestFull",
  "request.already": "serverRequestAlready",
  "request.declined": "serverRequestDeclined",
  "request.womenOnly": "serverRequestWomenOnly",
  "request.needsPhoto": "serverRequestNeedsPhoto",
  "request.needsVerification": "serverRequestNeedsVerification",
  "request.notParticipant": "serverRequestNotParticipant",
  alreadyOverOrCancelled: "serverAlreadyOverOrCancelled",
  tooManyRequests: "serverTooManyRequests",
};

/** Why the event itself could not be read (the page's failed load). */
export const EVENT_LOAD_SERVER_KEYS: Record<string, MessageKey<"event">> = {
  eventNotFound: "serverEventNotFound",
};

/** The server's answers to a listing's report. */
export const REPORT_SERVER_KEYS: Record<string, MessageKey<"report-listing">> = {
  "moderation.listingReasonRequired": "reasonRequired",
  // The same sentence as Help's, which keeps the first code it was found under.
  "help.detailsTooLong": "serverDetailsTooLong",
  "moderation.listingOwn": "serverOwn",
  "moderation.listingDuplicate": "serverDuplicate",
  "moderation.listingReported": "serverReported",
  tooManyRequests: "serverTooManyRequests",
};
