import { z } from "zod";
import { LIMITS } from "../limits";
import { MESSAGE_FLAG_MESSAGES } from "../texts";
import { okEnvelope } from "./envelope";
import { personRefSchema } from "./person";

// What a message carries beside its text (issue 28 items 1, 2 and 4): a photo, the message it
// answers, and its reactions. Every list and send answers them; they are optional in the schema so
// that a frame of an older server (without them) still parses.

/** The quote of the message answered: who sent it and the start of what they wrote. */
export const replyToSchema = z.object({
  _id: z.string(),
  senderName: z.string(),
  snippet: z.string(),
  /** The original is a photo (its snippet is its caption, or the photo's preview words). */
  photo: z.boolean(),
});
export type ReplyTo = z.infer<typeof replyToSchema>;

/** One reaction on a message as the viewer sees it: how many, whether one is theirs, and who. */
export const reactionSummarySchema = z.object({
  reaction: z.string(),
  count: z.number().int(),
  mine: z.boolean(),
  names: z.array(z.string()),
});
export type ReactionSummary = z.infer<typeof reactionSummarySchema>;

export const messageExtras = {
  /** The photo's URL (its smaller copies follow from it, shared/image-variants.ts); null for text. */
  image: z.string().nullable().optional(),
  replyTo: replyToSchema.nullable().optional(),
  reactions: z.array(reactionSummarySchema).optional(),
  /** An admin removed it after a report: its words and photo are gone, its place in the thread stays. */
  removed: z.boolean().optional(),
};

/** A reaction put on (`on: true`) or taken off; the same answer twice changes nothing. */
export const reactionBody = z.object({
  reaction: z.string().max(32).optional(),
  on: z.boolean().optional(),
});
export const reactionsResponse = okEnvelope(
  z.object({ messageId: z.string(), reactions: z.array(reactionSummarySchema) }),
);

/** Reporting a message: the reason is checked again, trimmed, by the server (1 to 500 characters). */
export const reportMessageBody = z.object({
  reason: z
    .string()
    .max(LIMITS.messageFlagReasonMaxLength * 16, MESSAGE_FLAG_MESSAGES.reasonTooLong)
    .optional(),
});

/** The group's album: its photos, oldest first. */
export const albumPhotoSchema = z.object({
  _id: z.string(),
  image: z.string(),
  caption: z.string(),
  sender: personRefSchema,
  createdAt: z.string(),
});
export type AlbumPhoto = z.infer<typeof albumPhotoSchema>;
export const albumResponse = okEnvelope(
  z.object({ groupName: z.string(), photos: z.array(albumPhotoSchema) }),
);

/** A reported message as the admins see it, with its open reports. */
export const messageFlagEntrySchema = z.object({
  message: z.object({
    _id: z.string(),
    content: z.string(),
    image: z.string().nullable(),
    createdAt: z.string(),
  }),
  sender: personRefSchema,
  /** Where it was said: an experience's group, or a direct conversation (with whom). */
  where: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("group"), eventId: z.string(), name: z.string() }),
    z.object({ kind: z.literal("direct"), recipientName: z.string() }),
  ]),
  flags: z.array(
    z.object({ _id: z.string(), reason: z.string(), createdAt: z.string(), reporterName: z.string() }),
  ),
});
export type MessageFlagEntry = z.infer<typeof messageFlagEntrySchema>;
export const messageFlagsResponse = okEnvelope(z.array(messageFlagEntrySchema));

export const MESSAGE_DECISIONS = ["dismiss", "remove"] as const;
export type MessageDecision = (typeof MESSAGE_DECISIONS)[number];
export const resolveMessageBody = z.object({ decision: z.string().max(20).optional() });

// How long an admin may take a removal back (issue 41 item 5): members stop reading the message at
// once, its words and photo wait aside this long, then are erased for good. The admin's Undo shows a
// little less, so that one sent at its last moment still arrives in time.
export const MESSAGE_REMOVAL_UNDO_MS = 30_000;
