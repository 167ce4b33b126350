import type { DirectMessage, GroupMessage } from "../../shared/contracts/chat";
import type { AppNotification } from "../../shared/contracts/notifications";

// What travels on the bus between server processes. Each process's hub decides, with a fresh
// look at the database, which of its own sockets get a frame.
export type RealtimeEvent =
  | { type: "direct-message"; message: DirectMessage }
  | { type: "group-message"; groupId: string; eventId: string; message: GroupMessage }
  | { type: "notification"; userId: string; notification: AppNotification }
  // Participants or RSVP answers changed: the event's group (host and accepted members) refetch.
  | { type: "event-changed"; eventId: string }
  | { type: "user-banned"; userId: string }
  | { type: "session-ended"; sessionId: string };

export type Realtime = {
  publish(event: RealtimeEvent): Promise<void>;
  // Sockets this process holds (authenticated ones), for health and metrics.
  openSockets(): number;
};
