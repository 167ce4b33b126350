import {
  memberWithdrawn,
  offerLapsed,
  requestAccepted,
  requestLeft,
  requestRejected,
  seatOffered,
} from "../../domain/requests";
import type { EventDefinition } from "../../platform/events/define-event";
import { type Subscriber, subscribe } from "../../platform/events/subscriber";
import { discoveryCache } from "./service";

// What discovery does when a request, a seat or a place on the waitlist changes (ADR 0030): the
// discovery pages forget what they showed (their free seats changed): this process's cache; another's
// expires with its TTL, as before. These run before anyone is told (registered before the inbox), so
// a member who opens the news reads the seats as they are. No database work, so no `once`: clearing
// twice is harmless. (Their names are stable: they were the events feature's.)

// The listing's card (its seats) and the seeker's relations (the kinds of experience they joined).
type SeatChange = { eventId: string; seekerId: string };
const forgetDiscovery = (name: string, on: EventDefinition): Subscriber =>
  subscribe(name, on, async (data, context) => {
    const { eventId, seekerId } = data as unknown as SeatChange;
    discoveryCache(context.db).forgetChanged({ listings: [eventId], members: [seekerId] });
  });

/** Seats taken or given back: a request answered or left, an offer made or lapsed, a member withdrawn. */
export const discoveryRequestSubscribers = [
  forgetDiscovery("events.request-accepted.discovery", requestAccepted),
  forgetDiscovery("events.request-rejected.discovery", requestRejected),
  forgetDiscovery("events.request-left.discovery", requestLeft),
  forgetDiscovery("events.seat-offered.discovery", seatOffered),
  forgetDiscovery("events.offer-lapsed.discovery", offerLapsed),
  // A withdrawn member leaves many listings at once: everything is read again.
  subscribe("events.member-withdrawn.discovery", memberWithdrawn, async (_, context) => {
    discoveryCache(context.db).clear();
  }),
];
