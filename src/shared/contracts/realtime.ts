import { z } from "zod";
import { chatPersonSchema, directMessageSchema, groupMessageSchema } from "./chat";
import { pinnedMessageSchema } from "./chat-thread";
import { notificationSchema } from "./notifications";

// Frames on the WebSocket at /api/ws. The client authenticates with its first frame (the access
// token never appears in a URL, so it never reaches a log); the server then pushes what concerns
// this member. Every frame is JSON, and each side parses what it receives with these schemas: a
// frame that does not parse (a newer or older version's, or a broken one) is ignored, never acted
// on (ADR 0009, "Frame schemas").

export { CLOSE_CODES, REALTIME_PATH } from "./realtime-socket";

export const authFrame = z.object({ type: z.literal("auth"), token: z.string() });
export const pingFrame = z.object({ type: z.literal("ping") });
export const clientFrame = z.discriminatedUnion("type", [authFrame, pingFrame]);
export type ClientFrame = z.infer<typeof clientFrame>;

// quietMs: how long before "ready" the server pushed nothing for the member, as far as it can tell
// (ADR 0068): a read the page sent within that time before "ready" arrived missed no push. An older
// server sends none, which is 0.
export const readyFrame = z.object({
  type: z.literal("ready"),
  userId: z.string(),
  quietMs: z.number().int().nonnegative().optional(),
});
export const deniedFrame = z.object({ type: z.literal("denied"), message: z.string() });
export const pongFrame = z.object({ type: z.literal("pong") });

// Message frames carry what the client's caches need, so a member who is not reading the thread
// makes no request because of them (issue 12, "push, don't pull"): the message, who the two members
// are (the chat list's row for the other), and the group as its list row shows it. The unread
// counts and the bell's "new message" item follow from these on the client (see
// src/web/lib/realtime-cache.ts and ADR 0015).
export const directMessageFrame = z.object({
  type: z.literal("direct-message"),
  message: directMessageSchema,
  sender: chatPersonSchema,
  recipient: chatPersonSchema,
});
export type DirectMessageFrame = z.infer<typeof directMessageFrame>;

// The group as the chat list shows it; `hostId` lets each member tell whether they host it.
export const groupSummarySchema = z.object({
  groupName: z.string(),
  image: z.string().nullable(),
  hostId: z.string(),
});
export type GroupSummary = z.infer<typeof groupSummarySchema>;

export const groupMessageFrame = z.object({
  type: z.literal("group-message"),
  groupId: z.string(),
  eventId: z.string(),
  group: groupSummarySchema,
  message: groupMessageSchema,
});
export type GroupMessageFrame = z.infer<typeof groupMessageFrame>;

export const notificationFrame = z.object({
  type: z.literal("notification"),
  notification: notificationSchema,
});

// The conversation a message is in, as a frame about that message names it: a group (by group and
// event) or the two members of a direct one. Its members are the frame's audience.
export const messageThreadSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("group"), groupId: z.string(), eventId: z.string() }),
  z.object({ kind: z.literal("direct"), memberIds: z.tuple([z.string(), z.string()]) }),
]);
export type MessageThread = z.infer<typeof messageThreadSchema>;

// The reactions on a message changed (issue 28 item 2): all of them, with who put each (by id, so
// each screen tells its own), for the members of its conversation.
export const messageReactionsFrame = z.object({
  type: z.literal("message-reactions"),
  messageId: z.string(),
  thread: messageThreadSchema,
  reactions: z.array(
    z.object({ reaction: z.string(), userIds: z.array(z.string()), names: z.array(z.string()) }),
  ),
});
export type MessageReactionsFrame = z.infer<typeof messageReactionsFrame>;

// An admin removed a reported message (issue 28 item 6): its words, photo and reactions are gone
// from every open thread of its conversation at once, and quotes of it read as removed.
export const messageRemovedFrame = z.object({
  type: z.literal("message-removed"),
  messageId: z.string(),
  thread: messageThreadSchema,
});
export type MessageRemovedFrame = z.infer<typeof messageRemovedFrame>;

// An admin took that removal back within its window (issue 41 item 5): the open threads of the
// conversation and the chat list read the message again (no words in the frame: each member's
// screen refetches what it may read).
export const messageRestoredFrame = z.object({
  type: z.literal("message-restored"),
  messageId: z.string(),
  thread: messageThreadSchema,
});
export type MessageRestoredFrame = z.infer<typeof messageRestoredFrame>;

// A member read a thread up to `readAt` (issue 28 item 3), sent to whoever sees their read marks: a
// group's host, the other member of a conversation (read receipts on for both). `thread` is the
// thread as the receiver names it: a conversation by the other member's (the reader's) id.
export const seenFrame = z.object({
  type: z.literal("seen"),
  thread: z.object({ kind: z.enum(["user", "group"]), id: z.string() }),
  readerId: z.string(),
  readAt: z.string(),
});
export type SeenFrame = z.infer<typeof seenFrame>;

// The host pinned a message to the top of the group, or took it down (issue 28 item 4).
export const groupPinnedFrame = z.object({
  type: z.literal("group-pinned"),
  groupId: z.string(),
  eventId: z.string(),
  pinned: pinnedMessageSchema.nullable(),
});
export type GroupPinnedFrame = z.infer<typeof groupPinnedFrame>;

// Participants or RSVP answers of an event changed: screens showing its lists refetch.
export const eventChangedFrame = z.object({ type: z.literal("event-changed"), eventId: z.string() });

// An expense or payment of the event's group changed (issue 28 item 7): its costs screen refetches.
export const expensesChangedFrame = z.object({ type: z.literal("expenses-changed"), eventId: z.string() });

// Everything the server sends to a socket.
export const serverFrame = z.discriminatedUnion("type", [
  readyFrame,
  deniedFrame,
  pongFrame,
  directMessageFrame,
  groupMessageFrame,
  notificationFrame,
  eventChangedFrame,
  expensesChangedFrame,
  messageReactionsFrame,
  messageRemovedFrame,
  messageRestoredFrame,
  seenFrame,
  groupPinnedFrame,
]);
export type ServerFrame = z.infer<typeof serverFrame>;
