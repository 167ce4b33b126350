import { ApiError, errorMessage } from "../../lib/api";
import type { MessageKey, Translate } from "../../lib/i18n";

// The admin area's words for what the server says (ADR 0056): a sentence of the server's catalogue
// comes with its code, and the ones the admin screens meet are in the admin catalogue, so an admin
// reading Hindi reads them in Hindi. A code the catalogue does not hold (or none: a sentence built
// from values, a network failure) shows the sentence as it came.

export type AdminKey = MessageKey<"admin">;
export type AdminWords = Translate<"admin">;

const SERVER_KEYS: Record<string, AdminKey> = {
  listingApproved: "serverListingApproved",
  listingRejected: "serverListingRejected",
  notPending: "serverNotPending",
  cancelledByHost: "serverCancelledByHost",
  eventNotFound: "serverEventNotFound",
  rejectionReasonRequired: "serverRejectionReasonRequired",
  "job.retried": "serverJobRetried",
  "job.notFound": "serverJobNotFound",
  "job.notFailed": "serverJobNotFailed",
};

/** The catalogue key of a server sentence's code, or null when the admin catalogue does not hold it. */
export function serverKey(code: string | null | undefined): AdminKey | null {
  return (code && SERVER_KEYS[code]) || null;
}

/** What the server said, by its code in the admin's language, else its English sentence. */
export function serverSentence(t: AdminWords, answer: { code?: string | null; message: string }): string {
  const key = serverKey(answer.code);
  return key ? t(key) : answer.message;
}

/** A failure for the red box: the server's refusal in the admin's language where its code is known. */
export function failureWords(t: AdminWords, error: unknown): string {
  const key = error instanceof ApiError ? serverKey(error.code) : null;
  return key ? t(key) : errorMessage(error);
}

// The job kinds the server queues (src/server/features/{email,push,reminders}); an unknown kind shows as stored.
const JOB_KIND_KEYS: Record<string, AdminKey> = {
  "email.welcome": "jobKindWelcomeEmail",
  "email.notification": "jobKindNotificationEmail",
  "push.notification": "jobKindNotificationPush",
  "push.message": "jobKindMessagePush",
  "reminder.24h": "jobKindReminderDay",
  "reminder.2h": "jobKindReminderHours",
  "reminder.review": "jobKindReminderReview",
};

/** A job kind in words ("email.welcome" -> "Welcome email"); an unknown kind as the server names it. */
export function jobKindLabel(t: AdminWords, kind: string): string {
  const key = JOB_KIND_KEYS[kind];
  return key ? t(key) : kind;
}
