import { z } from "zod";
import { PHOTO_POSES } from "../photo-poses";
import { PHOTO_CHECK_MESSAGES, PHOTO_CHECK_REASON_MAX } from "../texts/photo-check";
import { okEnvelope, pageEnvelope, pageLimit } from "./envelope";

// "Verify your photo" (issue 38 item 4, ADR 0044): a live selfie with a pose the server asked for,
// which an admin compares with the member's profile pictures.

/**
 * Where the member's check stands: none (never started, or an approval that no longer holds since
 * the avatar changed), awaiting (a pose asked, no selfie yet), pending (an admin will look),
 * approved, or rejected (with the admin's reason; the member may try again).
 */
export const PHOTO_CHECK_STATES = ["none", "awaiting", "pending", "approved", "rejected"] as const;
export type PhotoCheckState = (typeof PHOTO_CHECK_STATES)[number];

export const photoCheckStatusSchema = z.object({
  status: z.enum(PHOTO_CHECK_STATES),
  /** The pose asked for, while awaiting or pending (and of the decided check). */
  pose: z.enum(PHOTO_POSES).nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The admin's reason, when rejected. */
  reason: z.string().nullable(),
  photoVerified: z.boolean(),
});
export type PhotoCheckStatus = z.infer<typeof photoCheckStatusSchema>;
export const photoCheckStatusResponse = okEnvelope(photoCheckStatusSchema);

/** The upload: one picture, the field "selfie". */
export const selfieForm = z.object({ selfie: z.file() });

const person = z.object({ _id: z.string(), name: z.string(), avatar: z.string().nullable() });

/** One selfie waiting in the admins' queue, beside the pictures it is compared with. */
export const pendingPhotoCheckSchema = z.object({
  _id: z.string(),
  pose: z.enum(PHOTO_POSES),
  submittedAt: z.string(),
  member: person,
  /** The member's profile pictures (public URLs), after the avatar. */
  profileImages: z.array(z.string()),
  /** The admin-only address of the selfie's bytes (needs the admin's token; never cached). */
  selfie: z.string(),
});
export type PendingPhotoCheck = z.infer<typeof pendingPhotoCheckSchema>;

export const pendingPhotoChecksQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: pageLimit,
});
export const pendingPhotoChecksResponse = pageEnvelope(pendingPhotoCheckSchema);

export const photoCheckCountsResponse = okEnvelope(z.object({ pending: z.number().int() }));

export const rejectPhotoCheckBody = z.object({
  reason: z
    .string({ error: PHOTO_CHECK_MESSAGES.reasonRequired })
    .trim()
    .min(1, PHOTO_CHECK_MESSAGES.reasonRequired)
    .max(PHOTO_CHECK_REASON_MAX, PHOTO_CHECK_MESSAGES.reasonTooLong),
});
export type RejectPhotoCheckInput = z.infer<typeof rejectPhotoCheckBody>;
