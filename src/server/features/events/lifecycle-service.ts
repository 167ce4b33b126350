import { and, eq, ne } from "drizzle-orm";
import { CANCELLED_BY_HOST, HOST_ONLY, MESSAGES, NOT_PENDING } from "../../../shared/texts";
import type { Tx } from "../../db/client";
import { events, participants, waitlist } from "../../db/schema";
import { listingApproved, listingClosed, listingRejected } from "../../domain/listings";
import { authorize, badRequest, conflict, forbidden } from "../../platform/errors";
import type { RecordEvent } from "../../platform/events/subscriber";
import type { Viewer } from "../auth/session-service";
import { ensureGroup } from "../groups/service";
import { audit } from "../safety/audit";
import { eventWithHost } from "./admin-listing";
import type { EventDeps } from "./deps";
import { canClose } from "./policy";
import { viewableEvent } from "./service";

// The lifecycle of a listing, in one place: an admin approves or rejects a pending listing, and
// its host closes it. Each use case makes its change and records what happened (domain/listings.ts,
// ADR 0030); the subscribers tell the host or the members, schedule or cancel the reminders and
// clear the discovery pages. The admin's audit row is part of the admin's action, not a
// consequence of it: it commits with the change.

// Listing approval (SPEC 4): pending -> approved, which opens the event's chat group (an approved
// event has one, groups/service.ts) in the same transaction; listing.approved schedules its
// reminders and tells the host.
export async function approveEvent(
  opts: EventDeps & { adminId: string; eventId: string; now?: Date },
): Promise<void> {
  const { db, adminId, eventId, now = new Date() } = opts;
  const event = await eventWithHost({ db, eventId });
  await opts.events.commit(async (tx, record) => {
    const [row] = await tx
      .update(events)
      .set({ status: "approved", rejectionReason: null })
      .where(and(eq(events.id, eventId), eq(events.status, "pending"), ne(events.eventStatus, "cancelled")))
      .returning({ id: events.id });
    if (!row) throw conflict(event.eventStatus === "cancelled" ? CANCELLED_BY_HOST : NOT_PENDING);
    await ensureGroup({ tx, eventId });
    await audit({ tx, actorId: adminId, action: "approve-event", targetEventId: eventId });
    record(listingApproved.of({ eventId, hostId: event.host.id, adminId }, now));
  });
}

// pending -> rejected, with the reason the host will see (listing.rejected tells them).
export async function rejectEvent(
  opts: EventDeps & { adminId: string; eventId: string; reason: string | undefined },
): Promise<void> {
  const { db, adminId, eventId } = opts;
  const rejectionReason = opts.reason?.trim();
  if (!rejectionReason) throw badRequest(MESSAGES.rejectionReasonRequired);
  const event = await eventWithHost({ db, eventId });
  await opts.events.commit(async (tx, record) => {
    const [row] = await tx
      .update(events)
      .set({ status: "rejected", rejectionReason })
      .where(and(eq(events.id, eventId), eq(events.status, "pending"), ne(events.eventStatus, "cancelled")))
      .returning({ id: events.id });
    if (!row) throw conflict(event.eventStatus === "cancelled" ? CANCELLED_BY_HOST : NOT_PENDING);
    await audit({
      tx,
      actorId: adminId,
      action: "reject-event",
      targetEventId: eventId,
      details: { rejectionReason },
    });
    record(listingRejected.of({ eventId, hostId: event.host.id, adminId }));
  });
}

// Close Listing (SPEC 4): the host cancels a listing that has not ended; listing.closed tells
// every member counting on it and cancels its reminders.
export async function cancelEvent(opts: EventDeps & { viewer: Viewer; eventId: string }): Promise<void> {
  const { viewer } = opts;
  const event = await viewableEvent(opts);
  authorize(canClose(viewer, event), forbidden(HOST_ONLY));
  await opts.events.commit(async (tx, record) => {
    const [updated] = await tx
      .update(events)
      .set({ eventStatus: "cancelled" })
      .where(and(eq(events.id, event.id), eq(events.eventStatus, "ongoing")))
      .returning({ id: events.id, hostId: events.createdBy });
    if (!updated) throw conflict(MESSAGES.alreadyOverOrCancelled);
    // Everyone who was counting on it, as the closing found them: seat holders, members whose
    // request was still waiting for the host, and members on the waitlist (issue 25 item 11; before,
    // only seat holders were told and the others found out from a closed listing, if they looked).
    // A declined request is over already.
    const [asked, waiting] = await Promise.all([
      tx
        .select({ userId: participants.userId })
        .from(participants)
        .where(and(eq(participants.eventId, event.id), ne(participants.requestStatus, "rejected"))),
      tx.select({ userId: waitlist.userId }).from(waitlist).where(eq(waitlist.eventId, event.id)),
    ]);
    const memberIds = [...new Set([...asked, ...waiting].map((row) => row.userId))];
    record(listingClosed.of({ eventId: event.id, hostId: updated.hostId, memberIds }));
  });
}

// An admin takes a reported listing down (the one moderation queue, ADR 0043): in the caller's
// transaction (which closes the reports), it becomes rejected with the reason its host reads, and,
// while it has not ended, cancelled. listing.rejected tells the host and the discovery pages forget
// it; listing.closed tells every member counting on it and cancels its reminders, as the host's own
// closing does. Nothing else writes an event's status: this is the events lifecycle's.
export async function takeDownListing(opts: {
  tx: Tx;
  record: RecordEvent;
  adminId: string;
  eventId: string;
  reason: string;
  details?: Record<string, unknown>;
}): Promise<void> {
  const { tx, record, adminId, eventId, reason } = opts;
  const [before] = await tx
    .select({ hostId: events.createdBy, eventStatus: events.eventStatus, status: events.status })
    .from(events)
    .where(eq(events.id, eventId))
    .for("update");
  if (!before) return;
  await tx
    .update(events)
    .set({
      status: "rejected",
      rejectionReason: reason,
      ...(before.eventStatus === "ongoing" ? { eventStatus: "cancelled" as const } : {}),
    })
    .where(eq(events.id, eventId));
  await audit({
    tx,
    actorId: adminId,
    action: "take-down-listing",
    targetUserId: before.hostId,
    targetEventId: eventId,
    details: { ...opts.details, previousStatus: before.status, previousEventStatus: before.eventStatus },
  });
  if (before.status !== "rejected") record(listingRejected.of({ eventId, hostId: before.hostId, adminId }));
  if (before.eventStatus === "ongoing") {
    const [asked, waiting] = await Promise.all([
      tx
        .select({ userId: participants.userId })
        .from(participants)
        .where(and(eq(participants.eventId, eventId), ne(participants.requestStatus, "rejected"))),
      tx.select({ userId: waitlist.userId }).from(waitlist).where(eq(waitlist.eventId, eventId)),
    ]);
    const memberIds = [...new Set([...asked, ...waiting].map((row) => row.userId))];
    record(listingClosed.of({ eventId, hostId: before.hostId, memberIds }));
  }
}
