import { z } from "zod";
import { LIMITS } from "../limits";
import { LISTING_REPORT_REASONS } from "../listing-report-reasons";
import { okEnvelope, pageEnvelope, pageLimit } from "./envelope";

// The one moderation queue (issue 42 item 4, ADR 0043): every report a member makes, whatever it is
// about, is one case of one shape; an admin keeps the thing reported or acts on it.

/**
 * What a case is about: a chat message, a review, a member, a no-show mark, a listing, or a member's
 * "Report to the team" during an experience (ADR 0045: always listed first, open or urgent).
 */
export const MODERATION_SUBJECTS = ["help", "message", "review", "member", "attendance", "listing"] as const;
export type ModerationSubject = (typeof MODERATION_SUBJECTS)[number];

/** Keep the thing reported (the reports close) or act on it (remove, hide, ban, overturn, take down). */
export const MODERATION_DECISIONS = ["keep", "act"] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

/** Newest first (the latest report first), or most urgent first (most open reports, then oldest). */
export const MODERATION_ORDERS = ["newest", "urgent"] as const;
export type ModerationOrder = (typeof MODERATION_ORDERS)[number];

const person = z.object({ _id: z.string(), name: z.string(), avatar: z.string().nullable() });

export const moderationCaseSchema = z.object({
  /** `subject:subjectId`, unique across subjects. */
  _id: z.string(),
  subject: z.enum(MODERATION_SUBJECTS),
  /** The message, review, member or listing id; for a no-show mark `eventId.userId`. */
  subjectId: z.string(),
  /** Who reported first (null for a flag raised automatically). */
  reportedBy: person.nullable(),
  /** The first report's reason. */
  reason: z.string(),
  /** When the latest open report came (the queue's "newest"). */
  createdAt: z.string(),
  /** When the first open report came. */
  firstReportedAt: z.string(),
  status: z.literal("open"),
  /** Open reports of it (a contest is one). */
  reports: z.number().int(),
  /** The member it is about: the message's sender, the review's writer, the flagged or contesting member, the host. */
  about: person,
  /** The listing it concerns, when one does. */
  event: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** What was said or written: the message, the review, the listing's description ("" for a member). */
  excerpt: z.string(),
  /** A message's photo. */
  image: z.string().nullable(),
});

export const moderationCasesQuery = z.object({
  subject: z.enum(MODERATION_SUBJECTS).optional(),
  order: z.enum(MODERATION_ORDERS).default("newest"),
  cursor: z.string().max(300).optional(),
  limit: pageLimit,
});

export const moderationCasesResponse = pageEnvelope(moderationCaseSchema);

export const moderationCountsSchema = z.object({
  all: z.number().int(),
  message: z.number().int(),
  review: z.number().int(),
  member: z.number().int(),
  attendance: z.number().int(),
  listing: z.number().int(),
  help: z.number().int(),
});
export const moderationCountsResponse = okEnvelope(moderationCountsSchema);

// Loose on purpose: the service answers a wrong subject or decision with its own sentence (400).
export const resolveCaseBody = z.object({
  subject: z.string().max(20).optional(),
  subjectId: z.string().max(100).optional(),
  decision: z.string().max(20).optional(),
});

export const reportListingBody = z.object({
  reason: z.string().max(40).optional(),
  details: z
    .string()
    .max(LIMITS.listingReportDetailsMaxLength * 4)
    .optional(),
});

export { LISTING_REPORT_REASONS };
export type ModerationCase = z.infer<typeof moderationCaseSchema>;
export type ModerationCounts = z.infer<typeof moderationCountsSchema>;
