import { CHAT_MESSAGES, DELETED_MEMBER, MESSAGES, REVIEW_MESSAGES } from "@shared/texts";
import { COMMON_TEXTS } from "./common";
import { REVIEW_TEXTS } from "./reviews";
import { PEOPLE_SPEC_TEXTS } from "./spec";

// Texts of the chat thread screens that SPEC.md leaves to the product. The API's words (the RSVP
// and review answers) live in @shared/texts.
export const THREAD_TEXTS = {
  back: "Back to chats",
  directTitle: "Conversation",
  groupTitle: "Group chat",
  directLog: (name: string) => `Messages with ${name}`,
  groupLog: (name: string) => `Messages in ${name}`,
  viewProfile: (name: string) => `${name}, view profile`,
  viewEvent: (name: string) => `${name}, view experience`,
  members: (count: number) => (count === 1 ? "1 member" : `${count} members`),
  groupSubtitle: "Group chat",
  // Where the group meets (issue 27), in the group's header.
  meetAt: (place: string) => `Meet at ${place}`,
  directSubtitle: "Tap to view profile",
  // The other member deleted their account (ADR 0025): the thread is read-only.
  deletedMember: DELETED_MEMBER,
  deletedSubtitle: "Account deleted",
  memberDeleted: CHAT_MESSAGES.memberDeleted,
  loading: "Loading messages",
  tryAgain: COMMON_TEXTS.tryAgain,
  backToChats: "Back to chats",
  emptyDirect: "Say hello to start the conversation",
  emptyGroup: "No messages yet. Say hello to the group!",
  sayHello: PEOPLE_SPEC_TEXTS.sayHello,
  today: "Today",
  yesterday: COMMON_TEXTS.yesterday,
  you: MESSAGES.senderYou,
  host: "Host",
  said: (name: string) => `${name}:`,
  newMessages: "New messages",
  // Composer
  messageLabel: "Message",
  messagePlaceholder: "Write a message…",
  send: "Send",
  sending: "Sending",
  counter: (used: string, max: string) => `${used} / ${max}`,
  composerHint: "Enter to send, Shift + Enter for a new line",
  // Offline, messages wait in the outbox (issue 28 item 5) and go once the connection returns.
  composerOffline: "You're offline. Messages you send now wait here and go once you're back online.",
  // RSVP poll card
  rsvpPoll: "RSVP poll",
  going: "Going",
  notGoing: "Not going",
  thinking: "Thinking About It",
  yourAnswer: "Your answer:",
  summary: "Answers so far",
  rsvpClosed: "Answers are closed for this experience.",
  // Review request card
  reviewRequest: "Review request",
  shareExperience: REVIEW_TEXTS.feedbackTitle,
  reviewShared: "Thanks! Your review is in.",
  reviewsClosed: REVIEW_MESSAGES.closed,
  cancel: COMMON_TEXTS.cancel,
  // Host controls
  hostTools: "Host tools",
  sendRsvpPoll: "Send RSVP poll",
  askForReviews: "Ask for reviews",
  rsvpDialogDescription: "Members answer Going or Not going right in the chat.",
  rsvpQuestion: "Question",
  defaultRsvpQuestion: (event: string) => `Are you going to ${event}?`,
  reviewDialogDescription: "Members who joined get a button to rate the experience and write a review.",
  reviewRequestText: "Message",
  defaultReviewRequest: (event: string) =>
    `Thank you for joining ${event}! How was it? Please share your experience, it helps other members.`,
  reviewNotOverYet: "Members can share their experience only once the event ends.",
  sendPoll: "Send poll",
  sendRequest: "Send request",
  writeSomething: "Please write something first.",
};

// The chat list reads its words from the chat catalogue (src/web/locales, ADR 0053); the group's
// pinned bar still names a poll this way.
export const CHAT_LIST_TEXTS = {
  rsvpPoll: (question: string) => `RSVP poll: ${question}`,
} as const;
