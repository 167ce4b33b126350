import { z } from "zod";
import { LIMITS } from "../limits";
import { okEnvelope } from "./envelope";

export const CHAT_MESSAGES = {
  blank: "Please write a message first.",
  tooLong: `Messages can be at most ${LIMITS.messageMaxLength.toLocaleString("en-IN")} characters.`,
  self: "You cannot message yourself.",
  sent: "Message sent.",
} as const;

export const sendMessageBody = z.object({ content: z.string().optional() });

export const directMessageSchema = z.object({
  _id: z.string(),
  senderId: z.string(),
  recipientId: z.string(),
  content: z.string(),
  createdAt: z.string(),
});

export const sendMessageResponse = okEnvelope(directMessageSchema);
export const conversationResponse = okEnvelope(z.array(directMessageSchema));
export type DirectMessage = z.infer<typeof directMessageSchema>;

export const groupSchema = z.object({
  _id: z.string(),
  groupName: z.string(),
  eventId: z.object({ _id: z.string(), image: z.string().nullable() }),
});
export const groupMessageSchema = z.object({
  _id: z.string(),
  senderId: z.object({ _id: z.string(), name: z.string(), avatar: z.string().nullable() }),
  content: z.string(),
  createdAt: z.string(),
});
export const companionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  location: z.string(),
});
export const pendingRequestSchema = z.object({
  _id: z.string(),
  event: z.object({ _id: z.string(), name: z.string() }),
  user: z.object({ _id: z.string(), name: z.string(), avatar: z.string().nullable() }),
  requestStatus: z.literal("requested"),
  rsvpStatus: z.literal("no"),
  createdAt: z.string(),
});

export const myGroupsResponse = okEnvelope(z.array(groupSchema));
export const groupMessagesResponse = okEnvelope(z.array(groupMessageSchema));
export const sendGroupMessageResponse = okEnvelope(groupMessageSchema);
export const companionsResponse = okEnvelope(z.array(companionSchema));
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
