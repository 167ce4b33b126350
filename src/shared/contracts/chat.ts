import { z } from "zod";
import { isReasonableInstant } from "../dates";
import { LIMITS } from "../limits";
import { MESSAGES, OUTBOX_MESSAGES } from "../texts";
import { okEnvelope } from "./envelope";
import { messageExtras } from "./message-extras";
import { personRefSchema } from "./person";

// `clientId`: the sender's own id for the message (the web's outbox makes one per message), so a
// send repeated after a lost answer is stored once (issue 28 item 5).
export const sendMessageBody = z.object({
  content: z.string().optional(),
  clientId: z.uuid({ error: OUTBOX_MESSAGES.badClientId }).optional(),
  // The id of the message this one answers, in the same conversation (issue 28 item 2).
  replyTo: z.string().max(64).optional(),
});

export const directMessageSchema = z.object({
  _id: z.string(),
  senderId: z.string(),
  recipientId: z.string(),
  content: z.string(),
  createdAt: z.string(),
  // The sender's id for the message, when it was sent with one (the outbox matches it); optional
  // so that a frame of an older server, without it, still parses.
  clientId: z.string().nullable().optional(),
  ...messageExtras,
});

export const sendMessageResponse = okEnvelope(directMessageSchema);
export const conversationResponse = okEnvelope(z.array(directMessageSchema));
export type DirectMessage = z.infer<typeof directMessageSchema>;

// The latest message of a thread, for the chat list's preview line.
export const lastMessageSchema = z.object({
  content: z.string(),
  createdAt: z.string(),
  fromMe: z.boolean(),
  senderName: z.string(),
});
export type LastMessage = z.infer<typeof lastMessageSchema>;

export const groupSchema = z.object({
  _id: z.string(),
  groupName: z.string(),
  eventId: z.object({ _id: z.string(), image: z.string().nullable() }),
  isHost: z.boolean(),
  lastMessage: lastMessageSchema.nullable(),
});
export const groupMessageSchema = z.object({
  _id: z.string(),
  senderId: personRefSchema,
  content: z.string(),
  createdAt: z.string(),
  clientId: z.string().nullable().optional(),
  ...messageExtras,
});
// A member one chats with, as the chat list shows them (a direct-message push carries both members).
export const chatPersonSchema = personRefSchema.extend({ location: z.string() });
export type ChatPerson = z.infer<typeof chatPersonSchema>;
// `deleted`: the member deleted their account (ADR 0025); named "Deleted member", no picture, no
// profile to open, and the conversation is read-only.
export const companionSchema = chatPersonSchema.extend({
  deleted: z.boolean(),
  lastMessage: lastMessageSchema.nullable(),
});
export const pendingRequestSchema = z.object({
  _id: z.string(),
  event: z.object({ _id: z.string(), name: z.string() }),
  user: personRefSchema,
  requestStatus: z.literal("requested"),
  rsvpStatus: z.literal("no"),
  // Made from the waitlist when a seat freed; listed first (ADR 0022).
  fromWaitlist: z.boolean(),
  // Until when the offer holds its seat: unanswered by then, it goes to the next member waiting.
  offerExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});

export const myGroupsResponse = okEnvelope(z.array(groupSchema));
export const groupMessagesResponse = okEnvelope(z.array(groupMessageSchema));
export const sendGroupMessageResponse = okEnvelope(groupMessageSchema);
// GET /message/getAllFriends answers the SPEC's list (the newest 200); `?limit=` asks for the
// newest few and `total`, how many the whole list holds (ADR 0058).
export const companionsListQuery = z.object({
  limit: z.coerce
    .number({ error: MESSAGES.chatListLimit })
    .int({ error: MESSAGES.chatListLimit })
    .min(1, { error: MESSAGES.chatListLimit })
    .max(LIMITS.chatListMax, { error: MESSAGES.chatListLimit })
    .optional(),
});
export const companionsResponse = okEnvelope(z.array(companionSchema)).extend({
  total: z.number().int().nonnegative().optional(),
});
export const pendingResponse = okEnvelope(z.object({ pendingRequests: z.array(pendingRequestSchema) }));
export const rsvpBody = z.object({
  rsvpStatus: z.enum(["yes", "no"], { error: "Please answer yes or no." }),
});
export const feedbackBody = z.object({
  eventOccured: z.boolean().optional(),
  rating: z.union([z.number(), z.string()]).optional(),
  review: z.string().optional(),
});
export const rateBody = z.object({
  stars: z.union([z.number(), z.string()]).optional(),
  reviewText: z.string().optional(),
});

// Catch-up after a socket drop: only messages created at or after `since` (an ISO time); the
// client asks from a little before its newest message and drops the ids it already has.
const SINCE_MESSAGE = MESSAGES.since;
export const sinceQuery = z.object({
  since: z.iso
    .datetime({ offset: true, error: SINCE_MESSAGE })
    .refine(isReasonableInstant, SINCE_MESSAGE)
    .optional(),
});

export type GroupMessage = z.infer<typeof groupMessageSchema>;
export type ChatGroup = z.infer<typeof groupSchema>;
export type Companion = z.infer<typeof companionSchema>;
export type PendingRequest = z.infer<typeof pendingRequestSchema>;

// Unread messages per thread: direct threads by the other member's id, groups by group id.
export const unreadSchema = z.object({
  total: z.number().int(),
  users: z.record(z.string(), z.number().int()),
  groups: z.record(z.string(), z.number().int()),
});
export type Unread = z.infer<typeof unreadSchema>;
export const unreadResponse = okEnvelope(unreadSchema);
