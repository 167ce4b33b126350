import { and, eq, ne } from "drizzle-orm";
import { CANCELLED_BY_HOST, HOST_ONLY, MESSAGES, NOT_PENDING } from "../../../shared/texts";
import { events, participants, waitlist } from "../../db/schema";
import { authorize, badRequest, conflict, forbidden } from "../../platform/errors";
import type { Viewer } from "../auth/session-service";
import { ensureGroup } from "../groups/service";
import { publishNotifications, recordNotification } from "../inbox/notifications-service";
import { cancelReminders, scheduleReminders } from "../reminders/schedule";
import { audit } from "../safety/audit";
import { eventWithHost } from "./admin-listing";
import type { EventDeps } from "./deps";
import { discoveryCache } from "./discovery";
import { canClose } from "./policy";
import { viewableEvent } from "./service";

// The lifecycle of a listing, in one place: an admin approves or rejects a pending listing, and
// its host closes it. Each use case tells the host and clears the discovery pages itself.

// Listing approval (SPEC 4): pending -> approved, which opens the event's chat group and schedules
// its reminders (24 h and 2 h before, the review nudge after) in the same transaction.
export async function approveEvent(
  opts: EventDeps & { adminId: string; eventId: string; now?: Date },
): Promise<void> {
  const { db, adminId, eventId, now = new Date() } = opts;
  const event = await eventWithHost({ db, eventId });
  const notificationId = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(events)
      .set({ status: "approved", rejectionReason: null })
      .where(and(eq(events.id, eventId), eq(events.status, "pending"), ne(events.eventStatus, "cancelled")))
      .returning({ id: events.id, fromDate: events.fromDate, toDate: events.toDate });
    if (!row) throw conflict(event.eventStatus === "cancelled" ? CANCELLED_BY_HOST : NOT_PENDING);
    await ensureGroup({ tx, eventId });
    await scheduleReminders(tx, row, now);
    await audit({ tx, actorId: adminId, action: "approve-event", targetEventId: eventId });
    return recordNotification({ tx, userId: event.host.id, kind: "event_approved", eventId, once: eventId });
  });
  discoveryCache(db).clear();
  await publishNotifications({ db, realtime: opts.realtime, ids: [notificationId] });
}

// pending -> rejected, with the reason the host will see.
export async function rejectEvent(
  opts: EventDeps & { adminId: string; eventId: string; reason: string | undefined },
): Promise<void> {
  const { db, adminId, eventId } = opts;
  const rejectionReason = opts.reason?.trim();
  if (!rejectionReason) throw badRequest(MESSAGES.rejectionReasonRequired);
  const event = await eventWithHost({ db, eventId });
  const notificationId = await db.transaction(async (tx) => {
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
    return recordNotification({ tx, userId: event.host.id, kind: "event_rejected", eventId, once: eventId });
  });
  await publishNotifications({ db, realtime: opts.realtime, ids: [notificationId] });
}

// Close Listing (SPEC 4): the host cancels a listing that has not ended.
export async function cancelEvent(opts: EventDeps & { viewer: Viewer; eventId: string }): Promise<void> {
  const { db, viewer } = opts;
  const event = await viewableEvent(opts);
  authorize(canClose(viewer, event), forbidden(HOST_ONLY));
  // The cancellation and every seat holder's notification (with its email job) commit together.
  const notificationIds = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(events)
      .set({ eventStatus: "cancelled" })
      .where(and(eq(events.id, event.id), eq(events.eventStatus, "ongoing")))
      .returning({ id: events.id });
    if (!updated) throw conflict(MESSAGES.alreadyOverOrCancelled);
    await cancelReminders(tx, event.id);
    // Everyone who was counting on it hears of it: seat holders, members whose request was still
    // waiting for the host, and members on the waitlist (issue 25 item 11; before, only seat holders
    // were told and the others found out from a closed listing, if they looked). A declined request
    // is over already.
    const [asked, waiting] = await Promise.all([
      tx
        .select({ userId: participants.userId })
        .from(participants)
        .where(and(eq(participants.eventId, event.id), ne(participants.requestStatus, "rejected"))),
      tx.select({ userId: waitlist.userId }).from(waitlist).where(eq(waitlist.eventId, event.id)),
    ]);
    const members = [...new Set([...asked, ...waiting].map((row) => row.userId))].map((userId) => ({
      userId,
    }));
    const ids: string[] = [];
    for (const { userId } of members) {
      ids.push(
        await recordNotification({ tx, userId, kind: "event_cancelled", eventId: event.id, once: event.id }),
      );
    }
    return ids;
  });
  discoveryCache(db).clear();
  await publishNotifications({ db, realtime: opts.realtime, ids: notificationIds });
}
