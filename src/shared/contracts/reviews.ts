import { z } from "zod";
import { LIMITS } from "../limits";
import { REVIEW_FLAG_MESSAGES } from "../texts";
import { okEnvelope, pageEnvelope, pageLimit } from "./envelope";
import { personRefSchema } from "./person";

// Reviews people can read, and reports of them to the admins (issue 27 item 6).

export const reviewsQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: pageLimit,
});

/** One review as members read it: the writer by first name only, and whether it is the viewer's. */
export const reviewSchema = z.object({
  _id: z.string(),
  stars: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
  reviewerName: z.string(),
  mine: z.boolean(),
  /** The experience reviewed (a host's list spans all of theirs). */
  event: z.object({ _id: z.string(), name: z.string() }),
});

/** Newest first; `total` counts every review the viewer may read, over all pages. */
export const reviewsResponse = pageEnvelope(reviewSchema).extend({ total: z.number().int() });

/** Checked again, trimmed, by the server (1 to 500 characters), so a blank one gets a clear answer. */
export const flagReviewBody = z.object({
  reason: z
    .string()
    .max(LIMITS.reviewFlagReasonMaxLength * 16, REVIEW_FLAG_MESSAGES.reasonTooLong)
    .optional(),
});

/** A review with open reports, as the admins see it. */
export const reviewFlagEntrySchema = z.object({
  review: z.object({
    _id: z.string(),
    stars: z.number().int(),
    text: z.string(),
    createdAt: z.string(),
  }),
  reviewer: personRefSchema,
  event: z.object({ _id: z.string(), name: z.string() }),
  /** Its open reports, oldest first; each reporter by first name. */
  flags: z.array(
    z.object({ _id: z.string(), reason: z.string(), createdAt: z.string(), reporterName: z.string() }),
  ),
});

export const REVIEW_DECISIONS = ["keep", "hide"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
export const resolveReviewBody = z.object({ decision: z.string().max(20).optional() });

export const reviewFlagsResponse = okEnvelope(z.array(reviewFlagEntrySchema));

export type Review = z.infer<typeof reviewSchema>;
export type ReviewFlagEntry = z.infer<typeof reviewFlagEntrySchema>;
