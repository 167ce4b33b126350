import type { Db } from "../../db/client";
import type { DomainEvents } from "../../platform/events/outbox";
import type { Realtime } from "../../platform/realtime-events";

// What a use case that writes needs: the database, the domain events its changes record (ADR 0030:
// subscribers do the rest), and, until every flow has moved onto them, the bus for the side effects
// it still runs itself (notifications and "event changed" pushes), so that routes never run them.
export type EventDeps = { db: Db; realtime: Realtime; events: DomainEvents };

// Screens that list this event's members (the group's host and accepted members) refetch.
export const eventChanged = (realtime: Realtime, eventId: string) =>
  realtime.publish({ type: "event-changed", eventId });
