import { z } from "zod";
import { okEnvelope } from "./envelope";
import { personRefSchema } from "./person";

// Showing up (ADR 0023).

/** "Came to X of Y experiences": Y counts the events whose host marked who came. */
export const attendanceRecordSchema = z.object({ came: z.number().int(), marked: z.number().int() });

export const contestSchema = z.object({
  reason: z.string(),
  contestedAt: z.string(),
  outcome: z.enum(["pending", "upheld", "overturned"]),
});

/** The host's marking sheet of one event: every accepted member, ticked when they came. */
export const attendanceSheetSchema = z.object({
  eventId: z.string(),
  window: z.enum(["before", "open", "closed"]),
  closesAt: z.string(),
  marked: z.boolean(),
  members: z.array(
    z.object({
      user: personRefSchema,
      /** null until the host has marked. */
      came: z.boolean().nullable(),
      /** An admin decided a contest of this mark; the host cannot change it any more. */
      settled: z.boolean(),
    }),
  ),
});

export const markAttendanceBody = z.object({
  /** The accepted members who came; every other accepted member is marked as a no-show. */
  came: z.array(z.string().max(64)).max(1000),
});

/** A member's own record with each no-show mark (and any contest of it). */
export const myAttendanceSchema = attendanceRecordSchema.extend({
  marks: z.array(
    z.object({
      eventId: z.string(),
      eventName: z.string(),
      fromDate: z.string(),
      toDate: z.string(),
      came: z.boolean(),
      contest: contestSchema.nullable(),
    }),
  ),
});

export const contestBody = z.object({ reason: z.string().max(5000).optional() });

/** An open contest, as the admins see it. */
export const attendanceContestSchema = z.object({
  eventId: z.string(),
  eventName: z.string(),
  toDate: z.string(),
  member: personRefSchema,
  host: personRefSchema,
  reason: z.string(),
  contestedAt: z.string(),
  markedAt: z.string(),
});

export const resolveContestBody = z.object({ decision: z.string().max(20).optional() });

export const attendanceRecordResponse = okEnvelope(attendanceRecordSchema);
export const attendanceSheetResponse = okEnvelope(attendanceSheetSchema);
export const myAttendanceResponse = okEnvelope(myAttendanceSchema);
export const attendanceContestsResponse = okEnvelope(z.array(attendanceContestSchema));

export type AttendanceRecord = z.infer<typeof attendanceRecordSchema>;
export type AttendanceSheet = z.infer<typeof attendanceSheetSchema>;
export type MyAttendance = z.infer<typeof myAttendanceSchema>;
export type AttendanceContest = z.infer<typeof attendanceContestSchema>;
