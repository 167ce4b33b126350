import { z } from "zod";
import { defineJob } from "../../platform/jobs/define-job";

// The push jobs (ADR 0017 "Web push"), run by push/service.ts.

export const pushNotification = defineJob({
  kind: "push.notification",
  payload: z.object({
    notificationId: z.uuid(),
    // The key of the email that goes instead when every device dropped its subscription: still once.
    emailDedupKey: z.string(),
  }),
});

export const pushMessage = defineJob({
  kind: "push.message",
  payload: z.object({
    messageId: z.uuid(),
    // Held for quiet hours: the push tells the sender's latest message when it leaves, not this one.
    latest: z.boolean().optional(),
  }),
});
