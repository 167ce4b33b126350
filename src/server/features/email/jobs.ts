import { z } from "zod";
import { defineJob } from "../../platform/jobs/define-job";

// The email jobs (ADR 0017), run by email/service.ts. The welcome is queued when a member registers
// (member-subscribers.ts), a notification's email by delivery (or by a push of delivery's that found
// no device), the digest of a chat's unread messages by delivery/message-email.ts.

export const emailWelcome = defineJob({ kind: "email.welcome", payload: z.object({ userId: z.uuid() }) });

export const emailNotification = defineJob({
  kind: "email.notification",
  payload: z.object({ notificationId: z.uuid() }),
});

/** Keyed by the first unread message of the chat's stretch (message-digest.ts). */
export const emailMessages = defineJob({
  kind: "email.messages",
  payload: z.object({ firstMessageId: z.uuid() }),
});
