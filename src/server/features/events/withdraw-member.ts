import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { isEventOver } from "../../../shared/event-rules";
import type { Tx } from "../../db/client";
import { attendance, events, participants, waitlist } from "../../db/schema";
import { memberWithdrawn } from "../../domain/requests";
import type { DomainEvent } from "../../platform/events/define-event";
import { removeGroupMember } from "../groups/service";
import { giveSeatBack, holdsSeat } from "./waitlist-service";

// What a ban does to the member's place in events (ADR 0014): every listing they host that has not
// ended is cancelled (pending ones leave the review queue), and every seat or request they hold in
// an event that has not ended is withdrawn, its slot given back. Past events keep their record, and
// a declined request stays declined (ADR 0007). Their places on waitlists go, and a seat they held
// is offered to the first member waiting (ADR 0022). Unbanning restores none of it: members were told
// the event is off and may have made other plans. The change records member.withdrawn (its
// subscribers tell the cancelled listings' seat holders and refresh the screens and discovery) and a
// seat.offered for each seat it gave to a member waiting.
export type Withdrawal = {
  /** Cancelled listings. */
  cancelled: string[];
  /** Events whose member list changed because a seat, request or place on the waitlist was withdrawn. */
  left: string[];
};

// Runs inside the ban's (or the deletion's) `events.commit`, so a ban and its effects land together
// or not at all; `record` is that commit's.
export async function withdrawMember(opts: {
  tx: Tx;
  userId: string;
  record: (event: DomainEvent) => void;
  now?: Date;
}): Promise<Withdrawal> {
  const { tx, userId, record, now = new Date() } = opts;
  await lockTouchedEvents(tx, userId);
  // Off every waitlist first, so no seat given back below is offered to them.
  const waited = await tx
    .delete(waitlist)
    .where(eq(waitlist.userId, userId))
    .returning({ eventId: waitlist.eventId });
  const hosted = (
    await tx
      .select({ id: events.id, toDate: events.toDate, eventStatus: events.eventStatus })
      .from(events)
      .where(and(eq(events.createdBy, userId), eq(events.eventStatus, "ongoing")))
  ).filter((event) => !isEventOver(event, now));
  const cancelled: string[] = [];
  const seatHolders: { eventId: string; userId: string }[] = [];
  if (hosted.length > 0) {
    const ids = hosted.map((event) => event.id);
    await tx.update(events).set({ eventStatus: "cancelled" }).where(inArray(events.id, ids));
    const seats = await tx
      .select({ eventId: participants.eventId, userId: participants.userId })
      .from(participants)
      .where(and(inArray(participants.eventId, ids), eq(participants.requestStatus, "accepted")));
    cancelled.push(...ids);
    seatHolders.push(...seats);
  }

  const joined = (
    await tx
      .select({
        eventId: participants.eventId,
        requestStatus: participants.requestStatus,
        fromWaitlist: participants.fromWaitlist,
        toDate: events.toDate,
        eventStatus: events.eventStatus,
      })
      .from(participants)
      .innerJoin(events, eq(events.id, participants.eventId))
      .where(and(eq(participants.userId, userId), ne(participants.requestStatus, "rejected")))
  ).filter((seat) => seat.eventStatus === "ongoing" && !isEventOver(seat, now));
  if (joined.length > 0) {
    // One delete for every seat and request; each seat held comes back to its event.
    await tx.delete(participants).where(
      and(
        eq(participants.userId, userId),
        inArray(
          participants.eventId,
          joined.map((seat) => seat.eventId),
        ),
      ),
    );
    // A member holds at most one seat per event, so one seat back per event is exact.
    const seated = joined.filter(holdsSeat).map((seat) => seat.eventId);
    for (const eventId of seated) {
      await giveSeatBack({ tx, eventId, record, now });
      await removeGroupMember({ tx, eventId, userId });
    }
  }
  const left = [...new Set([...joined.map((seat) => seat.eventId), ...waited.map((w) => w.eventId)])];
  if (cancelled.length > 0 || left.length > 0)
    record(memberWithdrawn.of({ memberId: userId, cancelled, seatHolders, left }, now));
  return { cancelled, left };
}

// Every event whose seats this withdrawal may change, locked first and in one order (ADR 0022): a
// seat offered from the waitlist meanwhile cannot go to the member being banned, and two
// transactions never wait on each other's events.
async function lockTouchedEvents(tx: Tx, userId: string) {
  await tx.execute(sql`
    select id from events
    where created_by = ${userId}
       or id in (select event_id from participants where user_id = ${userId})
       or id in (select event_id from waitlist where user_id = ${userId})
    order by id
    for update`);
}

/**
 * A deleted member's own words in events that others keep (issue 25 item 9): the reasons they gave
 * when contesting a no-show mark, and the descriptions and custom categories of their listings that
 * were cancelled (never held: nobody's record needs them). A cancelled listing keeps its name, so
 * the members it was cancelled for still read which plan it was.
 */
export async function eraseMemberWords(opts: { tx: Tx; userId: string }): Promise<void> {
  const { tx, userId } = opts;
  await tx.update(attendance).set({ contestReason: null }).where(eq(attendance.userId, userId));
  await tx
    .update(events)
    .set({ description: "", customCategory: null })
    .where(and(eq(events.createdBy, userId), eq(events.eventStatus, "cancelled")));
}
