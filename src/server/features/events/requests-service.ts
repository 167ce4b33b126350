import { and, eq, gt, sql } from "drizzle-orm";
import { isEventOver } from "../../../shared/event-rules";
import type { Db, Tx } from "../../db/client";
import { events, participants, users } from "../../db/schema";
import { conflict, forbidden, notFound } from "../../platform/errors";
import { isUuid } from "../../platform/ids";
import type { Viewer } from "../auth/session-service";
import { addGroupMember, removeGroupMember } from "../groups/service";
import { discoveryCache } from "./discovery";
import { isHost } from "./policy";
import { REQUEST_MESSAGES } from "./request-messages";
import { hostedEvent, viewableEvent } from "./service";

// A seeker asks to join (SPEC 4 "Join request"). The slot is taken only when the host accepts.
// Answers the host's id, whom the route notifies.
export async function requestToJoin(
  db: Db,
  viewer: Viewer,
  eventId: string,
  now = new Date(),
): Promise<{ hostId: string; eventId: string }> {
  const event = await viewableEvent(db, viewer, eventId);
  if (isHost(viewer, event)) throw forbidden(REQUEST_MESSAGES.ownEvent);
  if (event.status !== "approved" || event.eventStatus === "cancelled")
    throw conflict(REQUEST_MESSAGES.notOpen);
  if (isEventOver(event, now)) throw conflict(REQUEST_MESSAGES.over);
  if (event.availableSlots <= 0) throw conflict(REQUEST_MESSAGES.full);
  if (event.category === "Women-Only Trips") {
    const [me] = await db.select({ gender: users.gender }).from(users).where(eq(users.id, viewer.userId));
    if (me?.gender !== "female") throw forbidden(REQUEST_MESSAGES.womenOnly);
  }
  const inserted = await db
    .insert(participants)
    .values({ eventId: event.id, userId: viewer.userId, requestStatus: "requested", rsvpStatus: "no" })
    .onConflictDoNothing()
    .returning({ id: participants.id });
  if (inserted.length === 0) {
    const [existing] = await db
      .select({ status: participants.requestStatus })
      .from(participants)
      .where(and(eq(participants.eventId, event.id), eq(participants.userId, viewer.userId)));
    throw conflict(existing?.status === "rejected" ? REQUEST_MESSAGES.declined : REQUEST_MESSAGES.already);
  }
  return { hostId: event.createdBy, eventId: event.id };
}

// A seeker leaves: the request goes, and an accepted member's slot comes back, in one transaction.
export async function leaveEvent(db: Db, viewer: Viewer, eventId: string): Promise<void> {
  const event = await viewableEvent(db, viewer, eventId);
  if (isHost(viewer, event)) throw forbidden(REQUEST_MESSAGES.hostCannotLeave);
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(participants)
      .where(and(eq(participants.eventId, event.id), eq(participants.userId, viewer.userId)))
      .returning({ status: participants.requestStatus });
    if (!gone) throw notFound(REQUEST_MESSAGES.notParticipant);
    if (gone.status === "accepted") {
      await tx
        .update(events)
        .set({ availableSlots: sql`${events.availableSlots} + 1` })
        .where(eq(events.id, event.id));
      await removeGroupMember(tx, event.id, viewer.userId);
    }
  });
  discoveryCache(db).clear();
}

// The host answers a request. Accepting takes a slot with one conditional UPDATE, so that however
// many accepts race, accepted members never exceed the slots (the row lock serialises them and
// `available_slots > 0` is checked again after the wait).
export async function answerRequest(
  db: Db,
  viewer: Viewer,
  eventId: string,
  userId: string,
  answer: "approve" | "reject",
  now = new Date(),
): Promise<void> {
  const event = await hostedEvent(db, viewer, eventId);
  if (!isUuid(userId)) throw notFound(REQUEST_MESSAGES.noSuchRequest);
  if (answer === "approve" && (event.eventStatus !== "ongoing" || isEventOver(event, now))) {
    throw conflict(REQUEST_MESSAGES.notOpen);
  }
  await db.transaction(async (tx) => {
    const [request] = await tx
      .update(participants)
      // An accepted member is "thinking about it" until they answer the host's RSVP poll.
      .set(
        answer === "approve"
          ? { requestStatus: "accepted", rsvpStatus: "maybe" }
          : { requestStatus: "rejected" },
      )
      .where(
        and(
          eq(participants.eventId, event.id),
          eq(participants.userId, userId),
          eq(participants.requestStatus, "requested"),
        ),
      )
      .returning({ id: participants.id });
    if (!request) throw await requestProblem(tx, event.id, userId);
    if (answer === "reject") return;
    const [slot] = await tx
      .update(events)
      .set({ availableSlots: sql`${events.availableSlots} - 1` })
      .where(and(eq(events.id, event.id), gt(events.availableSlots, 0)))
      .returning({ left: events.availableSlots });
    // Throwing rolls the acceptance back with it.
    if (!slot) throw conflict(REQUEST_MESSAGES.full);
    await addGroupMember(tx, event.id, userId);
  });
  if (answer === "approve") discoveryCache(db).clear();
}

async function requestProblem(tx: Tx, eventId: string, userId: string) {
  const [row] = await tx
    .select({ status: participants.requestStatus })
    .from(participants)
    .where(and(eq(participants.eventId, eventId), eq(participants.userId, userId)));
  return row ? conflict(REQUEST_MESSAGES.notPending) : notFound(REQUEST_MESSAGES.noSuchRequest);
}

export const RSVP_MESSAGES = {
  onlyAccepted: "Only members who joined can answer the RSVP.",
  updated: "RSVP updated.",
} as const;

// A seeker answers the host's RSVP poll: yes moves them to Going, no out of Thinking About It.
export async function answerRsvp(
  db: Db,
  viewer: Viewer,
  eventId: string,
  rsvpStatus: "yes" | "no",
  now = new Date(),
) {
  const event = await viewableEvent(db, viewer, eventId);
  if (isHost(viewer, event)) throw forbidden(RSVP_MESSAGES.onlyAccepted);
  if (event.eventStatus !== "ongoing" || isEventOver(event, now)) throw conflict(REQUEST_MESSAGES.over);
  const [row] = await db
    .update(participants)
    .set({ rsvpStatus })
    .where(
      and(
        eq(participants.eventId, event.id),
        eq(participants.userId, viewer.userId),
        eq(participants.requestStatus, "accepted"),
      ),
    )
    .returning({ id: participants.id });
  if (!row) throw forbidden(RSVP_MESSAGES.onlyAccepted);
}

// Join requests waiting on the viewer's events (SPEC 4 "Chat": requested, RSVP no).
export async function pendingRequests(db: Db, hostId: string) {
  return db
    .select({
      id: participants.id,
      eventId: events.id,
      eventName: events.name,
      user: { id: users.id, name: users.name, avatar: users.avatar },
      requestedAt: participants.createdAt,
    })
    .from(participants)
    .innerJoin(events, eq(events.id, participants.eventId))
    .innerJoin(users, eq(users.id, participants.userId))
    .where(
      and(
        eq(events.createdBy, hostId),
        eq(participants.requestStatus, "requested"),
        eq(participants.rsvpStatus, "no"),
        eq(users.isBanned, false),
      ),
    )
    .orderBy(participants.createdAt);
}
