import { z } from "zod";
import { defineJob } from "../../platform/jobs/define-job";

// One member's deliveries held by a stretch of quiet hours (ADR 0017 "Preferences and quiet hours"):
// queued by delivery when it holds a notification (notification-subscribers.ts), run by
// held-service.ts when the stretch ends at `until`.
export const deliveryHeld = defineJob({
  kind: "delivery.held",
  payload: z.object({
    userId: z.uuid(),
    until: z.iso.datetime().transform((at) => new Date(at)),
  }),
});
