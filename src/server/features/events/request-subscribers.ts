import type { z } from "zod";
import {
  memberWithdrawn,
  offerLapsed,
  requestAccepted,
  requestLeft,
  requestRejected,
  rsvpAnswered,
  seatOffered,
  waitlistJoined,
  waitlistLeft,
} from "../../domain/requests";
import type { EventDefinition } from "../../platform/events/define-event";
import { type Subscriber, subscribe } from "../../platform/events/subscriber";
import { eventChanged } from "./deps";
import { discoveryCache } from "./discovery";

// What the events feature does when a request, a seat or a place on the waitlist changes (ADR 0030).
// No database work, so no `once`: clearing twice or refreshing twice is harmless.
// - The discovery pages forget what they showed (their free seats changed): this process's cache;
//   another's expires with its TTL, as before. These run before anyone is told (registered before
//   the inbox), so a member who opens the news reads the seats as they are.
// - The screens that list the event's members refetch ("event changed"), after the bells.

const forgetDiscovery = (name: string, on: EventDefinition): Subscriber =>
  subscribe(name, on, async (_, context) => {
    discoveryCache(context.db).clear();
  });

/** Seats taken or given back: a request answered or left, an offer made or lapsed, a member withdrawn. */
export const eventsRequestCaches = [
  forgetDiscovery("events.request-accepted.discovery", requestAccepted),
  forgetDiscovery("events.request-rejected.discovery", requestRejected),
  forgetDiscovery("events.request-left.discovery", requestLeft),
  forgetDiscovery("events.seat-offered.discovery", seatOffered),
  forgetDiscovery("events.offer-lapsed.discovery", offerLapsed),
  forgetDiscovery("events.member-withdrawn.discovery", memberWithdrawn),
];

/** Of an event whose data names the experience (`eventId`). */
const refreshEvent = <E extends EventDefinition<string, z.ZodObject<{ eventId: z.ZodUUID }>>>(
  name: string,
  on: E,
) =>
  subscribe(name, on, async ({ eventId }, context) => {
    await eventChanged(context.realtime, eventId);
  });

/** The event's member lists changed. */
export const eventsRequestFrames = [
  refreshEvent("events.request-accepted.changed", requestAccepted),
  refreshEvent("events.request-rejected.changed", requestRejected),
  refreshEvent("events.request-left.changed", requestLeft),
  refreshEvent("events.rsvp-answered.changed", rsvpAnswered),
  refreshEvent("events.waitlist-joined.changed", waitlistJoined),
  refreshEvent("events.waitlist-left.changed", waitlistLeft),
  refreshEvent("events.offer-lapsed.changed", offerLapsed),
  // Every listing it cancelled, then every event it left.
  subscribe("events.member-withdrawn.changed", memberWithdrawn, async (withdrawal, context) => {
    for (const eventId of [...withdrawal.cancelled, ...withdrawal.left])
      await eventChanged(context.realtime, eventId);
  }),
];
