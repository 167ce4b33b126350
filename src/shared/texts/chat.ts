import { LIMITS } from "../limits";
import { indianDigits } from "../numbers";

// Direct messages.
export const CHAT_MESSAGES = {
  blank: "Please write a message first.",
  tooLong: `Messages can be at most ${indianDigits(LIMITS.messageMaxLength)} characters.`,
  self: "You cannot message yourself.",
  sent: "Message sent.",
  // The other member deleted their account (ADR 0025): the conversation stays readable, closed to new messages.
  memberDeleted: "This member has deleted their account.",
} as const;

// Event groups.
export const GROUP_MESSAGES = {
  notFound: "We could not find that group.",
  notMember: "Only the host and accepted members can use this group.",
  hostOnly: "Only the host can send RSVP polls and review requests.",
  reviewsAfterEnd: "You can ask for reviews once the experience has ended.",
} as const;

// Say Hello (SPEC 8), conversations and read marks. Part of MESSAGES (see index.ts).
export const CONVERSATION_MESSAGES = {
  helloSent: "Message Sent , Check Chatbox",
  conversationNotFound: "We could not find that conversation.",
  since: "since must be an ISO date and time.",
  chatListLimit: `limit must be a whole number from 1 to ${LIMITS.chatListMax}.`,
  // The chat list names the viewer's own last message this way.
  senderYou: "You",
} as const;

export const SAY_HELLO_GREETING = "Hey! 👋 Saw your profile and would love to connect.";
