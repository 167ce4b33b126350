import type { MessageKey } from "../../lib/i18n/catalogues";

// The server's sentences a thread, its album and its message actions can show (a refusal, a failed
// load, a report's answer), by their codes (ADR 0056), to the thread area's words.
// scripts/catalogue-check.test.ts holds each key's English to the sentence its code names.
export const THREAD_SENTENCES: Readonly<Record<string, MessageKey<"thread">>> = {
  somethingWentWrong: "somethingWentWrong",
  databaseUnavailable: "databaseUnavailable",
  serverRestarting: "serverRestarting",
  tooManyRequests: "tooManyRequests",
  networkError: "networkError",
  timeout: "timeout",
  "chat.blank": "blank",
  "chat.tooLong": "tooLong",
  "chat.self": "messageSelf",
  "chat.memberDeleted": "memberDeleted",
  "group.notFound": "groupNotFound",
  "group.notMember": "groupNotMember",
  "group.hostOnly": "groupHostOnly",
  "group.reviewsAfterEnd": "reviewsAfterEnd",
  conversationNotFound: "conversationNotFound",
  memberNotFound: "memberNotFound",
  "pin.hostOnly": "pinHostOnly",
  "pin.notInGroup": "pinNotInGroup",
  "photo.required": "photoRequired",
  "photo.captionTooLong": "captionTooLong",
  "photo.albumLater": "albumLater",
  "photo.albumNotWent": "albumNotWent",
  "reply.elsewhere": "replyElsewhere",
  "reaction.unknown": "reactionUnknown",
  "messageFlag.notFound": "messageNotFound",
  "messageFlag.reasonRequired": "reasonRequired",
  "attendance.contestTooLong": "reasonTooLong", // The same sentence as a report's reason too long.
  "messageFlag.own": "reportOwn",
  "messageFlag.duplicate": "reportDuplicate",
  "messageFlag.flagged": "reported",
  "review.closed": "reviewsClosed",
};
