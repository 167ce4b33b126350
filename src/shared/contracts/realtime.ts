import type { ChatPerson, DirectMessage, GroupMessage } from "./chat";
import type { AppNotification } from "./notifications";

// Frames on the WebSocket at /api/ws. The client authenticates with its first frame (the access
// token never appears in a URL, so it never reaches a log); the server then pushes what concerns
// this member. Every frame is JSON.

export const REALTIME_PATH = "/api/ws";

export type ClientFrame = { type: "auth"; token: string } | { type: "ping" };

export type ServerFrame =
  | { type: "ready"; userId: string }
  | { type: "denied"; message: string }
  | { type: "pong" }
  // Message frames carry what the client's caches need, so a member who is not reading the thread
  // makes no request because of them (issue 12, "push, don't pull"): the message, who the two
  // members are (the chat list's row for the other), and the group as its list row shows it. The
  // unread counts and the bell's "new message" item follow from these on the client (see
  // src/web/lib/realtime-cache.ts and ADR 0015).
  | DirectMessageFrame
  | GroupMessageFrame
  | { type: "notification"; notification: AppNotification }
  // Participants or RSVP answers of an event changed: screens showing its lists refetch.
  | { type: "event-changed"; eventId: string };

export type DirectMessageFrame = {
  type: "direct-message";
  message: DirectMessage;
  sender: ChatPerson;
  recipient: ChatPerson;
};

// The group as the chat list shows it; `hostId` lets each member tell whether they host it.
export type GroupSummary = { groupName: string; image: string | null; hostId: string };

export type GroupMessageFrame = {
  type: "group-message";
  groupId: string;
  eventId: string;
  group: GroupSummary;
  message: GroupMessage;
};

// WebSocket close codes the client acts on (4000-4999 are the application's own).
export const CLOSE_CODES = {
  unauthenticated: 4401,
  banned: 4403,
  sessionEnded: 4404,
} as const;
