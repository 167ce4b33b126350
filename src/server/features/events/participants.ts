import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { EventRow } from "../../db/event-columns";
import { eventNameColumns } from "../../db/event-name-columns";
import { personColumns, verificationColumns } from "../../db/member-columns";
import { events, participants, users } from "../../db/schema";
import type { Viewer } from "../auth/session-service";
import { canSeeParticipants, canSeeRequests } from "./policy";

const participantSelection = {
  id: participants.id,
  requestStatus: participants.requestStatus,
  rsvpStatus: participants.rsvpStatus,
  fromWaitlist: participants.fromWaitlist,
  offerExpiresAt: participants.offerExpiresAt,
  user: {
    id: users.id,
    name: users.name,
    avatar: users.avatar,
    currentCity: users.currentCity,
    currentCountry: users.currentCountry,
    gender: users.gender,
    ...verificationColumns(users),
  },
};

// Requests the waitlist made come first in the host's lists (ADR 0022): they hold a seat.
const offersFirst = sql`(${participants.fromWaitlist} and ${participants.requestStatus} = 'requested') desc`;

// One member's request to one event (one row at most), narrowed by a status condition when given.
export const requestOf = (eventId: string, userId: string, status?: SQL) =>
  and(eq(participants.eventId, eventId), eq(participants.userId, userId), status);

export type ParticipantRow = Awaited<ReturnType<typeof participantRows>>[number];

// What a member's own request shows: read alone (myRequest) or beside more (the event page's).
export const myRequestColumns = {
  requestStatus: participants.requestStatus,
  rsvpStatus: participants.rsvpStatus,
  fromWaitlist: participants.fromWaitlist,
  offerExpiresAt: participants.offerExpiresAt,
  // When this request was made: a leave deletes the row, so asking again starts a new one.
  createdAt: participants.createdAt,
};
export type MyRequest = Awaited<ReturnType<typeof myRequest>>;

export async function myRequest(opts: { db: Db; userId: string; eventId: string }) {
  const [row] = await opts.db
    .select(myRequestColumns)
    .from(participants)
    .where(requestOf(opts.eventId, opts.userId))
    .limit(1);
  return row ?? null;
}

// Participants the viewer may see: the host sees every request; accepted members see who is going;
// others see no one. Banned members are left out for everyone but admins.
export async function visibleParticipants(opts: { db: Db; viewer: Viewer; event: EventRow }) {
  const { db, viewer, event } = opts;
  const mine = await myRequest({ db, userId: viewer.userId, eventId: event.id });
  return { mine, rows: await participantsSeenBy({ db, viewer, event, mine }) };
}

// The same, for a viewer whose own request was read already (the event page reads it beside more):
// no statement at all for a viewer who may see nobody.
export async function participantsSeenBy(opts: {
  db: Db;
  viewer: Viewer;
  event: EventRow;
  mine: MyRequest;
}): Promise<ParticipantRow[]> {
  const { db, viewer, event } = opts;
  if (!canSeeParticipants(viewer, event, opts.mine)) return [];
  return participantRows({
    db,
    eventId: event.id,
    statuses: canSeeRequests(viewer, event) ? ["requested", "accepted"] : ["accepted"],
    includeBanned: viewer.role === "admin",
  });
}

async function participantRows(opts: {
  db: Db;
  eventId: string;
  statuses: ("requested" | "accepted" | "rejected")[];
  includeBanned: boolean;
}) {
  return opts.db
    .select(participantSelection)
    .from(participants)
    .innerJoin(users, eq(users.id, participants.userId))
    .where(
      and(
        eq(participants.eventId, opts.eventId),
        inArray(participants.requestStatus, opts.statuses),
        opts.includeBanned ? undefined : eq(users.isBanned, false),
      ),
    )
    .orderBy(offersFirst, asc(participants.createdAt));
}

// Accepted members of several events at once (the faces on "Upcoming" cards), in one query.
export async function acceptedFaces(opts: { db: Db; eventIds: string[] }) {
  const faces = new Map<string, ParticipantRow[]>();
  if (opts.eventIds.length === 0) return faces;
  const rows = await opts.db
    .select({ eventId: participants.eventId, ...participantSelection })
    .from(participants)
    .innerJoin(users, eq(users.id, participants.userId))
    .where(
      and(
        inArray(participants.eventId, opts.eventIds),
        eq(participants.requestStatus, "accepted"),
        eq(users.isBanned, false),
      ),
    )
    .orderBy(participants.createdAt);
  for (const { eventId, ...row } of rows) faces.set(eventId, [...(faces.get(eventId) ?? []), row]);
  return faces;
}

// Join requests waiting on the viewer's events (SPEC 4 "Chat": requested, RSVP no), the waitlist's
// offers first.
export async function pendingRequests(opts: { db: Db; viewer: Viewer }) {
  return opts.db
    .select({
      id: participants.id,
      ...eventNameColumns,
      user: personColumns(users),
      fromWaitlist: participants.fromWaitlist,
      offerExpiresAt: participants.offerExpiresAt,
      requestedAt: participants.createdAt,
    })
    .from(participants)
    .innerJoin(events, eq(events.id, participants.eventId))
    .innerJoin(users, eq(users.id, participants.userId))
    .where(
      and(
        eq(events.createdBy, opts.viewer.userId),
        eq(participants.requestStatus, "requested"),
        eq(participants.rsvpStatus, "no"),
        eq(users.isBanned, false),
      ),
    )
    .orderBy(desc(participants.fromWaitlist), asc(participants.createdAt));
}
