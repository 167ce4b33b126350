import { z } from "zod";
import { defineEvent } from "../platform/events/define-event";

// "Verify your photo" (issue 38 item 4, ADR 0044). An admin's decision is stored by the photo-check
// feature; telling the member (push or email, as their preferences and quiet hours say) is delivery's.

/** An admin approved or rejected a member's selfie. */
export const photoCheckDecided = defineEvent({
  type: "photo-check.decided",
  data: z.object({ checkId: z.uuid(), userId: z.uuid(), outcome: z.enum(["approved", "rejected"]) }),
});
