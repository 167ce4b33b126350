import type { z } from "zod";
import {
  memberWithdrawn,
  offerLapsed,
  requestAccepted,
  requestLeft,
  requestRejected,
  rsvpAnswered,
  waitlistJoined,
  waitlistLeft,
} from "../../domain/requests";
import type { EventDefinition } from "../../platform/events/define-event";
import { subscribe } from "../../platform/events/subscriber";
import { eventChanged } from "./deps";

// What the events feature does when a request, a seat or a place on the waitlist changes (ADR 0030):
// the screens that list the event's members refetch ("event changed"), after the bells. No database
// work, so no `once`. (Discovery forgets its pages: features/discovery/request-subscribers.ts.)

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
