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
