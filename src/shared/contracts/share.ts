import { z } from "zod";
import { okEnvelope } from "./envelope";

// A safety contact (issue 15, ADR 0024): a member's private link to one experience for someone they
// trust, and their own check-in. The public answer carries exactly these fields and nothing more
// about the member or the group.

/** The one line the contact's page shows about the member. */
export const SAFETY_STATUSES = [
  "not_checked_in",
  "arrived",
  "home_safe",
  // 3 hours after the end without "I'm home safe".
  "not_confirmed",
  "cancelled",
] as const;
export type SafetyStatus = (typeof SAFETY_STATUSES)[number];

export const safetyStateSchema = z.strictObject({
  status: z.enum(SAFETY_STATUSES),
  // When they got home (home_safe), or when they arrived (arrived, and not_confirmed if they had),
  // else null.
  at: z.string().nullable(),
});
export type SafetyState = z.infer<typeof safetyStateSchema>;

export const sharedExperienceSchema = z.strictObject({
  name: z.string(),
  // "City, State".
  place: z.string(),
  // "Place, address or landmark" where the group meets, when the host gave one.
  meetingPoint: z.string().nullable(),
  // Instants, read as India's days (like an event's detail).
  fromDate: z.string(),
  toDate: z.string(),
  // "HH:MM", India time.
  time: z.string(),
  host: z.strictObject({ firstName: z.string(), picture: z.string().nullable() }),
  state: safetyStateSchema,
  // When the link stops working.
  expiresAt: z.string(),
});
export type SharedExperience = z.infer<typeof sharedExperienceSchema>;
export const sharedExperienceResponse = okEnvelope(sharedExperienceSchema);

export const shareLinkSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** The member's own view: their active link (never its token) and their check-in. */
export const mySafetySchema = z.object({
  link: shareLinkSchema.nullable(),
  checkedInAt: z.string().nullable(),
  homeSafeAt: z.string().nullable(),
  // What the member may do now (the server's rules, so the screen never guesses).
  canShare: z.boolean(),
  canArrive: z.boolean(),
  canConfirmHomeSafe: z.boolean(),
  // After the end, not yet answered: the "Home safe?" card.
  askHomeSafe: z.boolean(),
});
export type MySafety = z.infer<typeof mySafetySchema>;
export const mySafetyResponse = okEnvelope(mySafetySchema);

/**
 * A new link: the only time its address (with the token) is shown. `path` is "/share/<token>"; the
 * web puts its own origin in front (the address the member is using is one that works).
 */
export const createdShareLinkSchema = z.object({ link: shareLinkSchema, path: z.string() });
export type CreatedShareLink = z.infer<typeof createdShareLinkSchema>;
export const createdShareLinkResponse = okEnvelope(createdShareLinkSchema);
