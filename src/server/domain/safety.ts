import { z } from "zod";
import { defineEvent } from "../platform/events/define-event";

// Members keeping away from each other (ADR 0030). A block is stored by the safety feature (SPEC 6);
// what it changes elsewhere (the follow between them ends, discovery stops showing either one's
// listings to the other at once) is a consequence.

/** A member blocked another. */
export const memberBlocked = defineEvent({
  type: "member.blocked",
  data: z.object({ blockerId: z.uuid(), blockedId: z.uuid() }),
});

/** A member lifted their block of another. */
export const memberUnblocked = defineEvent({
  type: "member.unblocked",
  data: z.object({ blockerId: z.uuid(), blockedId: z.uuid() }),
});
