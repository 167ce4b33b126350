import { and, eq, gt, ne, sql } from "drizzle-orm";
import { isEventOver } from "../../../shared/event-rules";
import { HOST_ONLY, REQUEST_MESSAGES, RSVP_MESSAGES, WAITLIST_MESSAGES } from "../../../shared/texts";
import type { Tx } from "../../db/client";
import { events, participants } from "../../db/schema";
import {
  requestAccepted,
  requestCreated,
  requestLeft,
  requestRejected,
  rsvpAnswered,
} from "../../domain/requests";
import { authorize, conflict, forbidden, notFound } from "../../platform/errors";
import type { Viewer } from "../auth/session-service";
import { addGroupMember, removeGroupMember } from "../groups/service";
import type { EventDeps } from "./deps";
import { requestOf } from "./participants";
import { canAnswerRequest, canAnswerRsvp, canJoin, canLeave } from "./policy";
import { viewableEvent } from "./service";
import { refuseUntrustedJoin } from "./trust-check";
import { giveSeatBack, holdsSeat, isWaiting, lockEvent } from "./waitlist-service";

// A seeker asks to join (SPEC 4 "Join request"). The slot is taken only when the host accepts;
// the host hears of the request at once.
export async function requestToJoin(
  opts: EventDeps & { viewer: Viewer; eventId: string; now?: Date },
): Promise<void> {
  const { db, viewer, now = new Date() } = opts;
  const event = await viewableEvent(opts);
  authorize(canJoin(viewer, event), forbidden(REQUEST_MESSAGES.ownEvent));
  if (event.status !== "approved" || event.eventStatus === "cancelled")
    throw conflict(REQUEST_MESSAGES.notOpen);
  if (isEventOver(event, now)) throw conflict(REQUEST_MESSAGES.over);
  // A member on the waitlist gets their request from it, in turn (ADR 0022).
  if (await isWaiting({ db, eventId: event.id, userId: viewer.userId }))
    throw conflict(WAITLIST_MESSAGES.onWaitlist);
  if (event.availableSlots <= 0) throw conflict(REQUEST_MESSAGES.full);
  await refuseUntrustedJoin({ db, viewer, event });
  // The request and what it tells (request.created: the host hears of it) commit together.
  await opts.events.commit(async (tx, record) => {
    const [inserted] = await tx
      .insert(participants)
      .values({ eventId: event.id, userId: viewer.userId, requestStatus: "requested", rsvpStatus: "no" })
      .onConflictDoNothing()
      .returning({ id: participants.id });
    if (!inserted) {
      const [existing] = await tx
        .select({ status: participants.requestStatus })
        .from(participants)
        .where(requestOf(event.id, viewer.userId));
      throw conflict(existing?.status === "rejected" ? REQUEST_MESSAGES.declined : REQUEST_MESSAGES.already);
    }
    record(
      requestCreated.of(
        { eventId: event.id, requestId: inserted.id, seekerId: viewer.userId, hostId: event.createdBy },
        now,
      ),
    );
  });
}

// A seeker leaves: the request goes, and a seat it held (an accepted member's, or an offer from the
// waitlist) comes back and is offered to the first member waiting, in one transaction.
export async function leaveEvent(opts: EventDeps & { viewer: Viewer; eventId: string }): Promise<void> {
  const { viewer } = opts;
  const event = await viewableEvent(opts);
  authorize(canLeave(viewer, event), forbidden(REQUEST_MESSAGES.hostCannotLeave));
  await opts.events.commit(async (tx, record) => {
    // The event's row first: every change to its seats takes it first (ADR 0022), so none deadlock.
    await lockEvent(tx, event.id);
    // A declined request stays: leaving it would let the member ask again (ADR 0007).
    const [gone] = await tx
      .delete(participants)
      .where(requestOf(event.id, viewer.userId, ne(participants.requestStatus, "rejected")))
      .returning({ requestStatus: participants.requestStatus, fromWaitlist: participants.fromWaitlist });
    if (!gone) {
      const [declined] = await tx
        .select({ id: participants.id })
        .from(participants)
        .where(requestOf(event.id, viewer.userId))
        .limit(1);
      throw declined ? conflict(REQUEST_MESSAGES.declined) : notFound(REQUEST_MESSAGES.notParticipant);
    }
    if (gone.requestStatus === "accepted")
      await removeGroupMember({ tx, eventId: event.id, userId: viewer.userId });
    if (holdsSeat(gone)) await giveSeatBack({ tx, eventId: event.id, record });
    record(requestLeft.of({ eventId: event.id, seekerId: viewer.userId }));
  });
}

// The host answers a request. Accepting takes a slot with one conditional UPDATE, so that however
// many accepts race, accepted members never exceed the slots (the row lock serialises them and
// `available_slots > 0` is checked again after the wait). A request from the waitlist already holds
// its seat: accepting it takes no other, rejecting it gives the seat to the next member waiting
// (ADR 0022). request.accepted or request.rejected: the member hears the answer.
export async function answerRequest(
  opts: EventDeps & {
    viewer: Viewer;
    eventId: string;
    userId: string;
    answer: "approve" | "reject";
    now?: Date;
  },
): Promise<void> {
  const { viewer, userId, answer, now = new Date() } = opts;
  const event = await viewableEvent(opts);
  authorize(canAnswerRequest(viewer, event), forbidden(HOST_ONLY));
  if (answer === "approve" && (event.eventStatus !== "ongoing" || isEventOver(event, now))) {
    throw conflict(REQUEST_MESSAGES.notOpen);
  }
  await opts.events.commit(async (tx, record) => {
    // The event's row first, as every change to its seats does (ADR 0022).
    await lockEvent(tx, event.id);
    const [request] = await tx
      .update(participants)
      // An accepted member is "thinking about it" until they answer the host's RSVP poll.
      .set(
        // An answered offer from the waitlist no longer lapses.
        answer === "approve"
          ? { requestStatus: "accepted", rsvpStatus: "maybe", offerExpiresAt: null }
          : { requestStatus: "rejected", offerExpiresAt: null },
      )
      .where(requestOf(event.id, userId, eq(participants.requestStatus, "requested")))
      .returning({ id: participants.id, fromWaitlist: participants.fromWaitlist });
    if (!request) throw await requestProblem(tx, event.id, userId);
    const answered = { eventId: event.id, requestId: request.id, seekerId: userId, hostId: event.createdBy };
    if (answer === "reject") {
      record(requestRejected.of(answered, now));
      if (request.fromWaitlist) await giveSeatBack({ tx, eventId: event.id, record, now });
      return;
    }
    if (!request.fromWaitlist) {
      const [slot] = await tx
        .update(events)
        .set({ availableSlots: sql`${events.availableSlots} - 1` })
        .where(and(eq(events.id, event.id), gt(events.availableSlots, 0)))
        .returning({ left: events.availableSlots });
      // Throwing rolls the acceptance back with it, and the event it recorded (the outbox test).
      if (!slot) throw conflict(REQUEST_MESSAGES.full);
    }
    await addGroupMember({ tx, eventId: event.id, userId });
    record(requestAccepted.of(answered, now));
  });
}

async function requestProblem(tx: Tx, eventId: string, userId: string) {
  const [row] = await tx
    .select({ status: participants.requestStatus })
    .from(participants)
    .where(requestOf(eventId, userId));
  return row ? conflict(REQUEST_MESSAGES.notPending) : notFound(REQUEST_MESSAGES.noSuchRequest);
}

// A seeker answers the host's RSVP poll: yes moves them to Going, no out of Thinking About It.
export async function answerRsvp(
  opts: EventDeps & { viewer: Viewer; eventId: string; rsvpStatus: "yes" | "no"; now?: Date },
): Promise<void> {
  const { viewer, rsvpStatus, now = new Date() } = opts;
  const event = await viewableEvent(opts);
  authorize(canAnswerRsvp(viewer, event), forbidden(RSVP_MESSAGES.onlyAccepted));
  if (event.eventStatus !== "ongoing" || isEventOver(event, now)) throw conflict(REQUEST_MESSAGES.over);
  await opts.events.commit(async (tx, record) => {
    const [row] = await tx
      .update(participants)
      .set({ rsvpStatus })
      .where(requestOf(event.id, viewer.userId, eq(participants.requestStatus, "accepted")))
      .returning({ id: participants.id });
    if (!row) throw forbidden(RSVP_MESSAGES.onlyAccepted);
    record(rsvpAnswered.of({ eventId: event.id, seekerId: viewer.userId }, now));
  });
}
