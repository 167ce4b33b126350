import { and, eq, sql } from "drizzle-orm";
import { isEventOver } from "../../../shared/event-rules";
import { REQUEST_MESSAGES, WAITLIST_MESSAGES } from "../../../shared/texts";
import type { Db, Tx } from "../../db/client";
import { events, participants, waitlist } from "../../db/schema";
import { seatOffered, waitlistJoined, waitlistLeft } from "../../domain/requests";
import { authorize, conflict, forbidden, notFound } from "../../platform/errors";
import type { DomainEvent } from "../../platform/events/define-event";
import { enqueue } from "../../platform/jobs/queue";
import type { Viewer } from "../auth/session-service";
import type { EventDeps } from "./deps";
import { requestOf } from "./participants";
import { canWait } from "./policy";
import { viewableEvent } from "./service";
import { refuseUntrustedJoin } from "./trust-check";
import { offerDeadline, offerLapseJob } from "./waitlist-offer-rules";

// The waitlist of a full experience (ADR 0022). Every change that frees, holds or takes a seat of an
// event first locks the event's row (`lockEvent`), so the changes of one event run one after the
// other: the queue is read and served by one transaction at a time, in order, and a seat freed while
// members wait goes to the first of them, never to a newcomer.

/** Locks the event's row for the rest of the transaction; answers its slot counts. */
export async function lockEvent(tx: Tx, eventId: string) {
  const [row] = await tx
    .select({
      availableSlots: events.availableSlots,
      createdBy: events.createdBy,
      status: events.status,
      eventStatus: events.eventStatus,
      fromDate: events.fromDate,
      toDate: events.toDate,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .for("update");
  return row;
}

/**
 * A change to an event's seats, inside its transaction (`events.commit`): `record` adds the events
 * of what it did to the change's own.
 */
export type SeatChange = { tx: Tx; eventId: string; record: (event: DomainEvent) => void; now?: Date };

/** Whether a request row holds a seat: an accepted member's, or an offer from the waitlist. */
export const holdsSeat = (row: { requestStatus: string; fromWaitlist: boolean }) =>
  row.requestStatus === "accepted" || (row.requestStatus === "requested" && row.fromWaitlist);

/**
 * After a seat came back (a member left or was withdrawn, an offer was declined or rejected, the
 * host added slots), inside that change's transaction: each free seat goes to the first member on
 * the waitlist, in order. Their entry becomes a join request marked `fromWaitlist` that holds the
 * seat (the slot is taken now, so nobody else can have it; the host's accept confirms it, a
 * rejection, the member leaving or the host letting its deadline pass frees it for the next). The
 * change records seat.offered for each (the member and the host are told, the discovery pages
 * refresh: its subscribers). Answers how many seats it offered.
 */
export async function offerFreedSeats(opts: SeatChange): Promise<number> {
  const { tx, eventId, record, now = new Date() } = opts;
  const event = await lockEvent(tx, eventId);
  if (!event || event.availableSlots <= 0) return 0;
  // A closed or finished listing keeps its queue but offers nothing.
  if (event.status !== "approved" || event.eventStatus !== "ongoing" || isEventOver(event, now)) return 0;
  const queue = await tx
    .select({ id: waitlist.id, userId: waitlist.userId })
    .from(waitlist)
    .where(eq(waitlist.eventId, eventId))
    .orderBy(waitlist.createdAt, waitlist.id)
    .limit(event.availableSlots);
  const deadline = offerDeadline(now, event.fromDate);
  let offered = 0;
  for (const entry of queue) {
    await tx.delete(waitlist).where(eq(waitlist.id, entry.id));
    const [request] = await tx
      .insert(participants)
      .values({
        eventId,
        userId: entry.userId,
        requestStatus: "requested",
        rsvpStatus: "no",
        fromWaitlist: true,
        offerExpiresAt: deadline,
        // The clock at the insert, not the transaction's start: offers are made one transaction at
        // a time under the event's lock, so their times follow the order they were made in.
        createdAt: sql`clock_timestamp()`,
      })
      // Joining the waitlist refuses a member who has a request, so this only guards the rule.
      .onConflictDoNothing()
      .returning({ id: participants.id });
    if (!request) continue;
    offered++;
    await enqueue(tx, offerLapseJob(request.id, deadline));
    record(
      seatOffered.of(
        { eventId, requestId: request.id, seekerId: entry.userId, hostId: event.createdBy },
        now,
      ),
    );
  }
  if (offered > 0) {
    await tx
      .update(events)
      .set({ availableSlots: sql`${events.availableSlots} - ${offered}` })
      .where(eq(events.id, eventId));
  }
  return offered;
}

/** A seat came back to the event: the slot, then the waitlist's turn. Inside the change's transaction. */
export async function giveSeatBack(opts: SeatChange): Promise<number> {
  await opts.tx
    .update(events)
    .set({ availableSlots: sql`least(${events.availableSlots} + 1, ${events.totalSlots})` })
    .where(eq(events.id, opts.eventId));
  return offerFreedSeats(opts);
}

// A seeker waits for a seat of a full experience. The same rules as asking to join apply (not the
// host, an open listing, women-only trips); a member with a request of any kind cannot also wait.
export async function joinWaitlist(
  opts: EventDeps & { viewer: Viewer; eventId: string; now?: Date },
): Promise<void> {
  const { db, viewer, now = new Date() } = opts;
  const event = await viewableEvent(opts);
  authorize(canWait(viewer, event), forbidden(WAITLIST_MESSAGES.hostCannotWait));
  if (event.status !== "approved" || event.eventStatus !== "ongoing")
    throw conflict(REQUEST_MESSAGES.notOpen);
  if (isEventOver(event, now)) throw conflict(REQUEST_MESSAGES.over);
  await refuseUntrustedJoin({ db, viewer, event });
  await opts.events.commit(async (tx, record) => {
    // Under the lock a seat cannot free unseen: either it freed before (and this is refused, the
    // member asks to join instead) or it frees after, and this entry is in the queue it serves.
    const locked = await lockEvent(tx, event.id);
    if (!locked || locked.availableSlots > 0) throw conflict(WAITLIST_MESSAGES.notFull);
    const [request] = await tx
      .select({ status: participants.requestStatus })
      .from(participants)
      .where(requestOf(event.id, viewer.userId));
    if (request) {
      throw conflict(request.status === "rejected" ? REQUEST_MESSAGES.declined : REQUEST_MESSAGES.already);
    }
    const [entry] = await tx
      .insert(waitlist)
      .values({ eventId: event.id, userId: viewer.userId, createdAt: sql`clock_timestamp()` })
      .onConflictDoNothing()
      .returning({ id: waitlist.id });
    if (!entry) throw conflict(WAITLIST_MESSAGES.already);
    record(waitlistJoined.of({ eventId: event.id, seekerId: viewer.userId }, now));
  });
}

// A member stops waiting. Under the event's lock, so an offer being made for them either happened
// (they now have a request, and leave that instead) or will not.
export async function leaveWaitlist(opts: EventDeps & { viewer: Viewer; eventId: string }): Promise<void> {
  const { viewer } = opts;
  const event = await viewableEvent(opts);
  authorize(canWait(viewer, event), forbidden(REQUEST_MESSAGES.hostCannotLeave));
  await opts.events.commit(async (tx, record) => {
    await lockEvent(tx, event.id);
    const [gone] = await tx
      .delete(waitlist)
      .where(and(eq(waitlist.eventId, event.id), eq(waitlist.userId, viewer.userId)))
      .returning({ id: waitlist.id });
    if (!gone) throw notFound(WAITLIST_MESSAGES.notOnWaitlist);
    record(waitlistLeft.of({ eventId: event.id, seekerId: viewer.userId }));
  });
}

/** Whether the member waits for a seat of the event (asking to join is then refused). */
export async function isWaiting(opts: { db: Db | Tx; eventId: string; userId: string }) {
  const [row] = await opts.db
    .select({ id: waitlist.id })
    .from(waitlist)
    .where(and(eq(waitlist.eventId, opts.eventId), eq(waitlist.userId, opts.userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * How many wait for a seat of the event, and the member's place among them (1 = next), as columns
 * of a statement that reads more beside them (the event page's, ADR 0050): the place counts the
 * entries up to the member's own, and is 0 when they do not wait. `waitlistPlaceOf` reads them.
 */
export const waitlistPlaceColumns = (eventId: string, userId: string) => ({
  waitlistCount: sql<number>`(select count(*)::int from waitlist w where w.event_id = ${eventId})`,
  waitlistPosition: sql<number>`(
    select count(*)::int from waitlist w
    where w.event_id = ${eventId}
      and (w.created_at, w.id) <= (select m.created_at, m.id from waitlist m where m.event_id = ${eventId} and m.user_id = ${userId})
  )`,
});

export const waitlistPlaceOf = (row: { waitlistCount: number; waitlistPosition: number }) => ({
  count: row.waitlistCount,
  position: row.waitlistPosition > 0 ? row.waitlistPosition : null,
});
