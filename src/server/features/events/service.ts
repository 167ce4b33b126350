import { eq } from "drizzle-orm";
import { categoryImages, DEFAULT_EVENT_IMAGE } from "../../../shared/category-images";
import { type CreateEventInput, meetingPin, normalisedCost } from "../../../shared/create-event";
import { indiaInstant } from "../../../shared/event-rules";
import { CUSTOM_CATEGORY } from "../../../shared/options";
import { EVENT_MESSAGES, EVENT_NOT_FOUND } from "../../../shared/texts";
import type { Db } from "../../db/client";
import { type EventRow, eventColumns } from "../../db/event-columns";
import { events } from "../../db/schema";
import { badRequest, notFound } from "../../platform/errors";
import type { Viewer } from "../auth/session-service";
import { cityIndex } from "../locations/city-index";
import { canView } from "./policy";
import { refuseUntrustedHost } from "./trust-check";

export async function findEvent(opts: { db: Db; eventId: string }): Promise<EventRow | null> {
  const { db, eventId } = opts;
  const [row] = await db.select(eventColumns).from(events).where(eq(events.id, eventId)).limit(1);
  return row ?? null;
}

// The event if the viewer may see it; 404 otherwise (a hidden event is not acknowledged).
export async function viewableEvent(opts: { db: Db; viewer: Viewer; eventId: string }): Promise<EventRow> {
  return viewableBy(opts.viewer, await findEvent(opts));
}

// The same refusal for an event read with more beside it (the event page's statement).
export function viewableBy<T extends Pick<EventRow, "createdBy" | "status">>(
  viewer: Viewer,
  event: T | null,
): T {
  if (!event || !canView(viewer, event)) throw notFound(EVENT_NOT_FOUND);
  return event;
}

// A new listing: pending, every slot free, a preset picture of its category unless the host uploaded one.
// The host's cover is stored (`storeCover`, answering its key) only once the listing is not refused,
// so a refused listing leaves no picture behind that nothing points at.
export async function createEvent(opts: {
  db: Db;
  viewer: Viewer;
  input: CreateEventInput;
  storeCover?: () => Promise<string>;
  random?: () => number;
}): Promise<EventRow> {
  const { db, viewer, input } = opts;
  // The listed city, found by any name people use for it ("Kochi" is listed as Cochin), in the state
  // chosen; its coordinates are what distance is measured from.
  await refuseUntrustedHost({ db, viewer, category: input.category });
  const place = (await cityIndex(db)).find(input.city, input.state);
  if (!place || place.state !== input.state) throw badRequest(EVENT_MESSAGES.unknownLocation);
  // The pin from the pasted link or the two numbers (the schema refused a bad one already).
  const pin = meetingPin(input);
  if (!pin.ok) throw badRequest(pin.message);
  const point = pin.point;
  const presets = categoryImages(input.category);
  const preset = presets[Math.floor((opts.random ?? Math.random)() * presets.length)] ?? DEFAULT_EVENT_IMAGE;
  const uploaded = opts.storeCover ? await opts.storeCover() : undefined;
  const [row] = await db
    .insert(events)
    .values({
      name: input.name,
      description: input.description,
      category: input.category,
      customCategory: input.category === CUSTOM_CATEGORY ? (input.customCategory ?? null) : null,
      image: uploaded ?? preset,
      fromDate: indiaInstant(input.fromDate, input.time),
      // Over at its end time on its last day in India, or at the end of that day without one.
      toDate: input.endTime
        ? indiaInstant(input.toDate, input.endTime)
        : new Date(indiaInstant(input.toDate, "23:59").getTime() + 59_000),
      time: input.time,
      endTime: input.endTime ?? null,
      state: place.state,
      city: place.city,
      lat: place.lat,
      lng: place.lng,
      meetingPlace: input.meetingPlace ?? null,
      meetingAddress: input.meetingAddress ?? null,
      meetingLat: point?.lat ?? null,
      meetingLng: point?.lng ?? null,
      totalSlots: input.totalSlots,
      availableSlots: input.totalSlots,
      cost: normalisedCost(input),
      paymentType: input.paymentType,
      createdBy: viewer.userId,
      verifiedOnly: input.verifiedOnly ?? false,
      status: "pending",
      eventStatus: "ongoing",
    })
    .returning(eventColumns);
  return row!;
}

// Test servers only (TEST_CLOCK=1, the test-clock routes): the event keeps its length and now
// ends at `endedAt`, so a journey can reach what follows an event's end (marking who came).
export async function moveEventEnd(opts: { db: Db; eventId: string; endedAt: Date }): Promise<void> {
  const event = await findEvent(opts);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  const shift = opts.endedAt.getTime() - event.toDate.getTime();
  await opts.db
    .update(events)
    .set({
      fromDate: new Date(event.fromDate.getTime() + shift),
      toDate: opts.endedAt,
    })
    .where(eq(events.id, event.id));
}
