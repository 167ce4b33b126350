import { and, desc, eq, ilike, or, sql } from "drizzle-orm";
import { MESSAGES } from "../../../shared/messages";
import type { Db } from "../../db/client";
import { events, users } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../platform/errors";
import { isUuid } from "../../platform/ids";
import { eventColumns } from "../events/columns";
import { discoveryCache } from "../events/discovery";
import { EVENT_NOT_FOUND } from "../events/service";
import { ensureGroup } from "../groups/service";
import { audit } from "../safety/audit";

const withHost = { ...eventColumns, host: { id: users.id, name: users.name, email: users.email } };

// Every listing, pending first, searchable by name, description and location (SPEC 2 admin "event").
export async function adminListEvents(db: Db, q: string | undefined) {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return db
    .select(withHost)
    .from(events)
    .innerJoin(users, eq(users.id, events.createdBy))
    .where(
      pattern
        ? or(
            ilike(events.name, pattern),
            ilike(events.description, pattern),
            ilike(sql`${events.city} || ', ' || ${events.state}`, pattern),
          )
        : undefined,
    )
    .orderBy(sql`${events.status} = 'pending' desc`, desc(events.createdAt))
    .limit(500);
}

export async function adminGetEvent(db: Db, eventId: string) {
  if (!isUuid(eventId)) throw notFound(EVENT_NOT_FOUND);
  const [row] = await db
    .select(withHost)
    .from(events)
    .innerJoin(users, eq(users.id, events.createdBy))
    .where(eq(events.id, eventId));
  if (!row) throw notFound(EVENT_NOT_FOUND);
  return row;
}

export const NOT_PENDING = "Only a listing that is pending approval can be approved or rejected.";

// Listing approval (SPEC 4): pending -> approved, which opens the event's chat group.
// Answers the host's id, whom the route notifies.
export async function approveEvent(db: Db, adminId: string, eventId: string): Promise<{ hostId: string }> {
  const event = await adminGetEvent(db, eventId);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(events)
      .set({ status: "approved", rejectionReason: null })
      .where(and(eq(events.id, eventId), eq(events.status, "pending")))
      .returning({ id: events.id });
    if (!row) throw conflict(NOT_PENDING);
    await ensureGroup(tx, eventId);
    await audit(tx, { actorId: adminId, action: "approve-event", targetEventId: eventId });
  });
  discoveryCache(db).clear();
  return { hostId: event.host.id };
}

// pending -> rejected, with the reason the host will see.
export async function rejectEvent(
  db: Db,
  adminId: string,
  eventId: string,
  reason: string | undefined,
): Promise<{ hostId: string }> {
  const rejectionReason = reason?.trim();
  if (!rejectionReason) throw badRequest(MESSAGES.rejectionReasonRequired);
  const event = await adminGetEvent(db, eventId);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(events)
      .set({ status: "rejected", rejectionReason })
      .where(and(eq(events.id, eventId), eq(events.status, "pending")))
      .returning({ id: events.id });
    if (!row) throw conflict(NOT_PENDING);
    await audit(tx, {
      actorId: adminId,
      action: "reject-event",
      targetEventId: eventId,
      details: { rejectionReason },
    });
  });
  return { hostId: event.host.id };
}
