import type { DirectMessage, GroupMessage } from "./chat";
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
  | { type: "direct-message"; message: DirectMessage }
  | { type: "group-message"; groupId: string; eventId: string; message: GroupMessage }
  | { type: "notification"; notification: AppNotification }
  // Participants or RSVP answers of an event changed: screens showing its lists refetch.
  | { type: "event-changed"; eventId: string };

// WebSocket close codes the client acts on (4000-4999 are the application's own).
export const CLOSE_CODES = {
  unauthenticated: 4401,
  banned: 4403,
  sessionEnded: 4404,
} as const;
