import { z } from "zod";
import {
  directMessageFrame,
  eventChangedFrame,
  groupMessageFrame,
  notificationFrame,
} from "../../shared/contracts/realtime";

// What travels on the bus between server processes. Each process's hub decides, with a fresh
// look at the database, which of its own sockets get a frame. Built from the socket's frame schemas
// so the two cannot drift; what arrives through Redis (from any instance, possibly of another
// version) is parsed with it, and what does not parse is dropped (platform/realtime-bus.ts).
export const realtimeEvent = z.discriminatedUnion("type", [
  // Message events are the frames their audience receives, unchanged.
  directMessageFrame,
  groupMessageFrame,
  // The frame of one member's notification, and whose it is.
  notificationFrame.extend({ userId: z.string() }),
  // Participants or RSVP answers changed: the event's group (host and accepted members) refetch.
  eventChangedFrame,
  z.object({ type: z.literal("user-banned"), userId: z.string() }),
  z.object({ type: z.literal("session-ended"), sessionId: z.string() }),
  // Stored pictures deleted (keys of the pictures and their copies): every instance's memory cache
  // forgets them (app.ts), the publishing one at once. Published after the deleting commit. An
  // instance of an older version acts on it nowhere and keeps its cache as before.
  z.object({ type: z.literal("images-deleted"), keys: z.array(z.string()) }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEvent>;

export type Realtime = {
  publish(event: RealtimeEvent): Promise<void>;
  // Sockets this process holds (authenticated ones), for health and metrics.
  openSockets(): number;
  // Whether the member has an open socket in any instance (platform/presence.ts): a direct
  // message to a member without one also goes out as a push (ADR 0017, "Web push").
  isConnected(userId: string): Promise<boolean>;
};
