import { z } from "zod";
import { defineEvent } from "../platform/events/define-event";

// A member joining (ADR 0030). Registration (features/onboarding) stores the member with their
// answers; what follows from it (the welcome email) is a consequence.

/** A new member finished onboarding and was stored. */
export const memberRegistered = defineEvent({
  type: "member.registered",
  data: z.object({ userId: z.uuid() }),
});
