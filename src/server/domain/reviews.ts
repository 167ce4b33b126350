import { z } from "zod";
import { defineEvent } from "../platform/events/define-event";

// Reviews (ADR 0030). A review is written by the reviews feature (SPEC 7); what it changes
// elsewhere (the ratings on discovery cards) is a consequence.

/** A member reviewed an experience they went to. */
export const reviewWritten = defineEvent({
  type: "review.written",
  data: z.object({ eventId: z.uuid(), reviewerId: z.uuid(), reviewId: z.uuid() }),
});

/** An admin hid a reported review (issue 27 item 6): it leaves every list and average. */
export const reviewHidden = defineEvent({
  type: "review.hidden",
  data: z.object({ eventId: z.uuid(), reviewerId: z.uuid(), reviewId: z.uuid() }),
});
