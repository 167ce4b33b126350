import type { Db } from "../../db/client";
import type { Realtime } from "../../platform/realtime-events";

// What a use case that writes needs: the database, and the bus for its own side effects
// (notifications and "event changed" pushes), so that routes never run them.
export type EventDeps = { db: Db; realtime: Realtime };

// Screens that list this event's members (the group's host and accepted members) refetch.
export const eventChanged = (realtime: Realtime, eventId: string) =>
  realtime.publish({ type: "event-changed", eventId });
