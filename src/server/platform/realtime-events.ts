import { z } from "zod";
import {
  directMessageFrame,
  eventChangedFrame,
  expensesChangedFrame,
  groupMessageFrame,
  groupPinnedFrame,
  messageReactionsFrame,
  messageRemovedFrame,
  messageRestoredFrame,
  notificationFrame,
  seenFrame,
} from "../../shared/contracts/realtime";

// What travels on the bus between server processes. Each process's hub decides, with a fresh
// look at the database, which of its own sockets get a frame. Built from the socket's frame schemas
// so the two cannot drift; what arrives through Redis (from any instance, possibly of another
// version) is parsed with it, and what does not parse is dropped (platform/realtime-bus.ts).
export const realtimeEvent = z.discriminatedUnion("type", [
  // Message events are the frames their audience receives, unchanged.
  directMessageFrame,
  groupMessageFrame,
  // Reactions on a message changed, or an admin removed it (or took that back): its conversation's
  // members get the frame unchanged.
  messageReactionsFrame,
  messageRemovedFrame,
  messageRestoredFrame,
  // The host pinned or unpinned a message: the group's members get the frame unchanged.
  groupPinnedFrame,
  // A member moved their read mark on a thread (as they name it; `readAt` ISO). The hub asks chat
  // who sees it (seenAudience) and sends them a seen frame.
  z.object({
    type: z.literal("thread-read"),
    readerId: z.string(),
    thread: seenFrame.shape.thread,
    readAt: z.string(),
  }),
  // The frame of one member's notification, and whose it is.
  notificationFrame.extend({ userId: z.string() }),
  // Participants or RSVP answers changed: the event's group (host and accepted members) refetch.
  eventChangedFrame,
  // A group's expenses or payments changed: its members (host and accepted) refetch its costs.
  expensesChangedFrame,
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
