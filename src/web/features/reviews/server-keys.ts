import type { MessageKey } from "../../lib/i18n/catalogues";

// The codes of the server's sentences (ADR 0056) the reviews say in the member's language, and their
// catalogue keys. The guard test (scripts/catalogue-check.test.ts) holds each key's English to the
// server's sentence of that code, word for word.

/** A review's report: the thank-you and why it was refused. */
export const REPORT_REVIEW_SERVER_KEYS: Record<string, MessageKey<"review-forms">> = {
  "reviewFlag.flagged": "serverFlagged",
  "reviewFlag.duplicate": "serverFlagDuplicate",
  "reviewFlag.own": "serverFlagOwn",
  "reviewFlag.notFound": "serverFlagNotFound",
  "reviewFlag.reasonRequired": "reportReasonRequired",
  tooManyRequests: "serverTooManyRequests",
};

/** The feedback form: the thank-you and why a review was refused. */
export const FEEDBACK_SERVER_KEYS: Record<string, MessageKey<"review-forms">> = {
  reviewThanks: "serverReviewThanks",
  reviewDuplicate: "serverReviewDuplicate",
  reviewIncomplete: "reviewIncomplete",
  reviewTooEarly: "serverReviewTooEarly",
  "review.closed": "serverReviewClosed",
  "review.notParticipant": "serverReviewNotParticipant",
  "review.notMarkedCame": "serverReviewNotMarkedCame",
  tooManyRequests: "serverTooManyRequests",
};
