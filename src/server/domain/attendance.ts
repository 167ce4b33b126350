import { z } from "zod";
import { defineEvent } from "../platform/events/define-event";

// Showing up (ADR 0023, ADR 0030): the host marks who came, and an admin decides a member's contest
// of a no-show mark. Recorded by the events feature (attendance-service.ts); the inbox tells the
// members (features/inbox/attendance-subscribers.ts). The automatic flag on the third no-show is a
// rule of the marking itself and stays in its transaction.

/**
 * The host marked who came to an experience, and some marks changed. `noShows` are the members
 * newly marked as not having come, each with `warningDue`: this mark left them one short of the
 * automatic flag (ATTENDANCE_RULES.noShowFlagCount). It is counted in the marking's transaction,
 * with the count that decides the flag: a fact of the marking, not of whatever marks exist when a
 * subscriber runs (a later marking, correction or overturned contest would change the count).
 */
export const attendanceMarked = defineEvent({
  type: "attendance.marked",
  data: z.object({
    eventId: z.uuid(),
    markedBy: z.uuid(),
    noShows: z.array(z.object({ userId: z.uuid(), warningDue: z.boolean() })),
  }),
});

/** An admin decided a member's contest of their no-show mark: the mark stands, or they came. */
export const contestDecided = defineEvent({
  type: "attendance.contest-decided",
  data: z.object({
    eventId: z.uuid(),
    userId: z.uuid(),
    adminId: z.uuid(),
    outcome: z.enum(["upheld", "overturned"]),
  }),
});
