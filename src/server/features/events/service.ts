import { and, avg, count, desc, eq, gte, inArray, ne } from "drizzle-orm";
import { categoryImages, DEFAULT_EVENT_IMAGE } from "../../../shared/category-images";
import { type CreateEventInput, EVENT_MESSAGES, normalisedCost } from "../../../shared/event-rules";
import { CUSTOM_CATEGORY } from "../../../shared/options";
import type { Db } from "../../db/client";
import { events, groups, locations, participants, reviews, users } from "../../db/schema";
import { badRequest, conflict, forbidden, notFound } from "../../platform/errors";
import { isUuid } from "../../platform/ids";
import type { Viewer } from "../auth/session-service";
import { type EventRow, eventColumns } from "./columns";
import { discoveryCache } from "./discovery";
import { canView, isHost } from "./policy";

export const EVENT_NOT_FOUND = "We could not find that experience.";

export async function findEvent(db: Db, eventId: string): Promise<EventRow | null> {
  if (!isUuid(eventId)) return null;
  const [row] = await db.select(eventColumns).from(events).where(eq(events.id, eventId)).limit(1);
  return row ?? null;
}

// The event if the viewer may see it; 404 otherwise (a hidden event is not acknowledged).
export async function viewableEvent(db: Db, viewer: Viewer, eventId: string): Promise<EventRow> {
  const event = await findEvent(db, eventId);
  if (!event || !canView(viewer, event)) throw notFound(EVENT_NOT_FOUND);
  return event;
}

export async function hostedEvent(db: Db, viewer: Viewer, eventId: string): Promise<EventRow> {
  const event = await viewableEvent(db, viewer, eventId);
  if (!isHost(viewer, event)) throw forbidden("Only the host can do that.");
  return event;
}

// "2027-01-15" + "07:30" in India, as an instant.
export function indiaInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+05:30`);
}

// A new listing: pending, every slot free, a preset picture of its category unless the host uploaded one.
export async function createEvent(opts: {
  db: Db;
  viewer: Viewer;
  input: CreateEventInput;
  uploadedImage?: string;
  random?: () => number;
}): Promise<EventRow> {
  const { db, viewer, input } = opts;
  const [location] = await db
    .select({ cities: locations.cities })
    .from(locations)
    .where(eq(locations.state, input.state))
    .limit(1);
  if (!location?.cities.includes(input.city)) throw badRequest(EVENT_MESSAGES.unknownLocation);
  const presets = categoryImages(input.category);
  const preset = presets[Math.floor((opts.random ?? Math.random)() * presets.length)] ?? DEFAULT_EVENT_IMAGE;
  const [row] = await db
    .insert(events)
    .values({
      name: input.name,
      description: input.description,
      category: input.category,
      customCategory: input.category === CUSTOM_CATEGORY ? (input.customCategory ?? null) : null,
      image: opts.uploadedImage ?? preset,
      fromDate: indiaInstant(input.fromDate, input.time),
      // Over at the end of its last day in India.
      toDate: new Date(indiaInstant(input.toDate, "23:59").getTime() + 59_000),
      time: input.time,
      state: input.state,
      city: input.city,
      totalSlots: input.totalSlots,
      availableSlots: input.totalSlots,
      cost: normalisedCost(input),
      paymentType: input.paymentType,
      createdBy: viewer.userId,
      status: "pending",
      eventStatus: "ongoing",
    })
    .returning(eventColumns);
  return row!;
}

export async function eventsCreatedBy(db: Db, userId: string): Promise<EventRow[]> {
  return db
    .select(eventColumns)
    .from(events)
    .where(eq(events.createdBy, userId))
    .orderBy(desc(events.createdAt));
}

// Events the member asked to join or joined that are not over, soonest first.
export async function upcomingFor(db: Db, userId: string, now = new Date()) {
  return db
    .select({
      event: eventColumns,
      requestStatus: participants.requestStatus,
      rsvpStatus: participants.rsvpStatus,
    })
    .from(participants)
    .innerJoin(events, eq(events.id, participants.eventId))
    .where(
      and(
        eq(participants.userId, userId),
        inArray(participants.requestStatus, ["requested", "accepted"]),
        eq(events.status, "approved"),
        ne(events.eventStatus, "completed"),
        gte(events.toDate, now),
      ),
    )
    .orderBy(events.fromDate);
}

export async function averageRatings(db: Db, eventIds: string[]): Promise<Map<string, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ eventId: reviews.eventId, value: avg(reviews.stars) })
    .from(reviews)
    .where(inArray(reviews.eventId, eventIds))
    .groupBy(reviews.eventId);
  return new Map(rows.map((r) => [r.eventId, Math.round(Number(r.value) * 10) / 10]));
}

export async function hostSummary(db: Db, hostId: string) {
  const [[host], [hosted], [rating]] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, avatar: users.avatar })
      .from(users)
      .where(eq(users.id, hostId)),
    db
      .select({ n: count() })
      .from(events)
      .where(and(eq(events.createdBy, hostId), eq(events.status, "approved"))),
    db
      .select({ value: avg(reviews.stars) })
      .from(reviews)
      .innerJoin(events, eq(events.id, reviews.eventId))
      .where(eq(events.createdBy, hostId)),
  ]);
  return {
    id: host!.id,
    name: host!.name,
    avatar: host!.avatar,
    eventsHosted: hosted?.n ?? 0,
    hostRating: rating?.value == null ? null : Math.round(Number(rating.value) * 10) / 10,
  };
}

// Participants the viewer may see: the host sees every request; accepted members see who is going;
// others see no one. Banned members are left out for everyone but admins.
export async function visibleParticipants(db: Db, viewer: Viewer, event: EventRow) {
  const mine = await myRequest(db, viewer.userId, event.id);
  const host = isHost(viewer, event) || viewer.role === "admin";
  if (!host && mine?.requestStatus !== "accepted") return { mine, rows: [] };
  const rows = await participantRows(
    db,
    event.id,
    host ? ["requested", "accepted"] : ["accepted"],
    viewer.role === "admin",
  );
  return { mine, rows };
}

const participantSelection = {
  id: participants.id,
  requestStatus: participants.requestStatus,
  rsvpStatus: participants.rsvpStatus,
  user: {
    id: users.id,
    name: users.name,
    avatar: users.avatar,
    currentCity: users.currentCity,
    currentCountry: users.currentCountry,
    gender: users.gender,
  },
};

export async function participantRows(
  db: Db,
  eventId: string,
  statuses: ("requested" | "accepted" | "rejected")[],
  includeBanned = false,
) {
  return db
    .select(participantSelection)
    .from(participants)
    .innerJoin(users, eq(users.id, participants.userId))
    .where(
      and(
        eq(participants.eventId, eventId),
        inArray(participants.requestStatus, statuses),
        includeBanned ? undefined : eq(users.isBanned, false),
      ),
    )
    .orderBy(participants.createdAt);
}

// Accepted members of several events at once (the faces on "Upcoming" cards), in one query.
export async function acceptedFaces(db: Db, eventIds: string[]) {
  const faces = new Map<string, Awaited<ReturnType<typeof participantRows>>>();
  if (eventIds.length === 0) return faces;
  const rows = await db
    .select({ eventId: participants.eventId, ...participantSelection })
    .from(participants)
    .innerJoin(users, eq(users.id, participants.userId))
    .where(
      and(
        inArray(participants.eventId, eventIds),
        eq(participants.requestStatus, "accepted"),
        eq(users.isBanned, false),
      ),
    )
    .orderBy(participants.createdAt);
  for (const { eventId, ...row } of rows) faces.set(eventId, [...(faces.get(eventId) ?? []), row]);
  return faces;
}

export async function myRequest(db: Db, userId: string, eventId: string) {
  const [row] = await db
    .select({ requestStatus: participants.requestStatus, rsvpStatus: participants.rsvpStatus })
    .from(participants)
    .where(and(eq(participants.eventId, eventId), eq(participants.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function groupIdFor(db: Db, eventId: string): Promise<string | null> {
  const [row] = await db.select({ id: groups.id }).from(groups).where(eq(groups.eventId, eventId)).limit(1);
  return row?.id ?? null;
}

// Close Listing (SPEC 4): the host cancels a listing that has not ended.
export async function cancelEvent(db: Db, viewer: Viewer, eventId: string): Promise<void> {
  const event = await hostedEvent(db, viewer, eventId);
  const [updated] = await db
    .update(events)
    .set({ eventStatus: "cancelled" })
    .where(and(eq(events.id, event.id), eq(events.eventStatus, "ongoing")))
    .returning({ id: events.id });
  if (!updated) throw conflict("This experience is already over or cancelled.");
  discoveryCache(db).clear();
}
