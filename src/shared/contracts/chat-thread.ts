import { z } from "zod";
import { PIN_MESSAGES } from "../texts";
import { okEnvelope } from "./envelope";
import { personRefSchema } from "./person";

// What a thread shows beside its messages (issue 28 items 3 and 4): who has read it, and the
// message the host pinned to the top of a group.

// A reader of the thread and how far they read: every message created at or before `readAt` is
// seen by them, so the client counts "Seen by" per message from one list.
export const readerSchema = personRefSchema.extend({ readAt: z.string() });
export type Reader = z.infer<typeof readerSchema>;

export const seenBySchema = z.object({
  // False when the viewer turned their own read receipts off: they see nobody's (and show nobody theirs).
  receipts: z.boolean(),
  readers: z.array(readerSchema),
});
export type SeenBy = z.infer<typeof seenBySchema>;
export const seenByResponse = okEnvelope(seenBySchema);

// The pinned message as the bar at the top of the group shows it: who, what, when; a photo's text
// is its caption, possibly empty (`photo` says there is one).
export const pinnedMessageSchema = z.object({
  _id: z.string(),
  senderId: personRefSchema,
  content: z.string(),
  photo: z.boolean(),
  createdAt: z.string(),
});
export type PinnedMessage = z.infer<typeof pinnedMessageSchema>;

export const pinnedSchema = z.object({ pinned: pinnedMessageSchema.nullable() });
export const pinnedResponse = okEnvelope(pinnedSchema);

export const pinBody = z.object({
  messageId: z.uuid({ error: PIN_MESSAGES.notInGroup }),
});

// A conversation's standing for the viewer (issue 38 item 8): whether the two members have been on
// an experience together. Until they have, the thread cautions under a received message that carries
// a phone number, a UPI ID, a payment request or an outside link (shared/scam-signals.ts, ADR 0046).
export const directStandingSchema = z.object({ metOnExperience: z.boolean() });
export type DirectStanding = z.infer<typeof directStandingSchema>;
export const directStandingResponse = okEnvelope(directStandingSchema);
