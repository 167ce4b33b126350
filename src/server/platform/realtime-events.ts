import type { AppNotification } from "../../shared/contracts/notifications";
import type { DirectMessageFrame, GroupMessageFrame } from "../../shared/contracts/realtime";

// What travels on the bus between server processes. Each process's hub decides, with a fresh
// look at the database, which of its own sockets get a frame.
export type RealtimeEvent =
  // Message events are the frames their audience receives, unchanged.
  | DirectMessageFrame
  | GroupMessageFrame
  | { type: "notification"; userId: string; notification: AppNotification }
  // Participants or RSVP answers changed: the event's group (host and accepted members) refetch.
  | { type: "event-changed"; eventId: string }
  | { type: "user-banned"; userId: string }
  | { type: "session-ended"; sessionId: string }
  // Stored pictures deleted (keys of the pictures and their copies): every instance's memory cache
  // forgets them (app.ts), the publishing one at once. Published after the deleting commit. An
  // instance of an older version delivers it to no socket and keeps its cache as before.
  | { type: "images-deleted"; keys: string[] };

export type Realtime = {
  publish(event: RealtimeEvent): Promise<void>;
  // Sockets this process holds (authenticated ones), for health and metrics.
  openSockets(): number;
  // Whether the member has an open socket in any instance (platform/presence.ts): a direct
  // message to a member without one also goes out as a push (ADR 0017, "Web push").
  isConnected(userId: string): Promise<boolean>;
};
