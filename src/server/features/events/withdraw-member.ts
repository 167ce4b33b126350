import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { isEventOver } from "../../../shared/event-rules";
import type { Tx } from "../../db/client";
import { events, participants } from "../../db/schema";
import { removeGroupMember } from "../groups/service";
import { publishNotifications, recordNotification } from "../inbox/notifications-service";
import { cancelReminders } from "../reminders/schedule";
import { type EventDeps, eventChanged } from "./deps";
import { discoveryCache } from "./discovery";

// What a ban does to the member's place in events (ADR 0014): every listing they host that has not
// ended is cancelled (pending ones leave the review queue), and every seat or request they hold in
// an event that has not ended is withdrawn, its slot given back. Past events keep their record, and
// a declined request stays declined (ADR 0007). Unbanning restores none of it: members were told
// the event is off and may have made other plans.
export type Withdrawal = {
  /** Cancelled listings. */
  cancelled: string[];
  /** The seat holders' notifications of those cancellations, stored in the ban's transaction. */
  notificationIds: string[];
  /** Events whose member list changed because a seat or request was withdrawn. */
  left: string[];
};

// Runs inside the ban's transaction, so a ban and its effects land together or not at all.
export async function withdrawMember(opts: { tx: Tx; userId: string; now?: Date }): Promise<Withdrawal> {
  const { tx, userId, now = new Date() } = opts;
  const hosted = (
    await tx
      .select({ id: events.id, toDate: events.toDate, eventStatus: events.eventStatus })
      .from(events)
      .where(and(eq(events.createdBy, userId), eq(events.eventStatus, "ongoing")))
  ).filter((event) => !isEventOver(event, now));
  const cancelled: string[] = [];
  const notificationIds: string[] = [];
  if (hosted.length > 0) {
    const ids = hosted.map((event) => event.id);
    await tx.update(events).set({ eventStatus: "cancelled" }).where(inArray(events.id, ids));
    for (const id of ids) await cancelReminders(tx, id, now);
    const seats = await tx
      .select({ eventId: participants.eventId, userId: participants.userId })
      .from(participants)
      .where(and(inArray(participants.eventId, ids), eq(participants.requestStatus, "accepted")));
    cancelled.push(...ids);
    for (const seat of seats) {
      notificationIds.push(
        await recordNotification({
          tx,
          userId: seat.userId,
          kind: "event_cancelled",
          eventId: seat.eventId,
          once: seat.eventId,
        }),
      );
    }
  }

  const joined = (
    await tx
      .select({
        eventId: participants.eventId,
        status: participants.requestStatus,
        toDate: events.toDate,
        eventStatus: events.eventStatus,
      })
      .from(participants)
      .innerJoin(events, eq(events.id, participants.eventId))
      .where(and(eq(participants.userId, userId), ne(participants.requestStatus, "rejected")))
  ).filter((seat) => seat.eventStatus === "ongoing" && !isEventOver(seat, now));
  if (joined.length > 0) {
    // One delete for every seat and request, one update for the slots the accepted seats give back
    // (a member holds at most one seat per event, so +1 per event is exact).
    await tx.delete(participants).where(
      and(
        eq(participants.userId, userId),
        inArray(
          participants.eventId,
          joined.map((seat) => seat.eventId),
        ),
      ),
    );
    const seated = joined.filter((seat) => seat.status === "accepted").map((seat) => seat.eventId);
    if (seated.length > 0) {
      await tx
        .update(events)
        .set({ availableSlots: sql`least(${events.availableSlots} + 1, ${events.totalSlots})` })
        .where(inArray(events.id, seated));
      for (const eventId of seated) await removeGroupMember({ tx, eventId, userId });
    }
  }
  return { cancelled, notificationIds, left: joined.map((seat) => seat.eventId) };
}

// After the ban commits: members of cancelled listings see it on their sockets, open screens refresh.
export async function announceWithdrawal(opts: EventDeps & { withdrawal: Withdrawal }): Promise<void> {
  const { db, realtime, withdrawal } = opts;
  if (withdrawal.cancelled.length === 0 && withdrawal.left.length === 0) return;
  discoveryCache(db).clear();
  await publishNotifications({ db, realtime, ids: withdrawal.notificationIds });
  for (const eventId of withdrawal.cancelled) await eventChanged(realtime, eventId);
  for (const eventId of withdrawal.left) await eventChanged(realtime, eventId);
}
