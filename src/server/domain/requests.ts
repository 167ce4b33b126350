import { z } from "zod";
import { defineEvent } from "../platform/events/define-event";

// What happens to join requests (ADR 0030). The catalogue of domain events is this folder, one
// file per part of the product: each event once, with the data its subscribers need. A feature
// records the events of its use cases; the subscribers registered in src/server/subscribers.ts own
// the consequences. Like src/shared/contracts for HTTP, it is the contract between features: a
// feature imports it, never the feature that records or subscribes.

/** A member asked to join an experience (SPEC 4 "Join request"); the host decides. */
export const requestCreated = defineEvent({
  type: "request.created",
  data: z.object({
    eventId: z.uuid(),
    requestId: z.uuid(),
    seekerId: z.uuid(),
    hostId: z.uuid(),
  }),
});

/** The host accepted a request (SPEC 4): the seeker holds a seat and is in the group. */
export const requestAccepted = defineEvent({
  type: "request.accepted",
  data: z.object({
    eventId: z.uuid(),
    requestId: z.uuid(),
    seekerId: z.uuid(),
    hostId: z.uuid(),
  }),
});

/** The host declined a request; a seat it held from the waitlist went back (ADR 0022). */
export const requestRejected = defineEvent({
  type: "request.rejected",
  data: z.object({
    eventId: z.uuid(),
    requestId: z.uuid(),
    seekerId: z.uuid(),
    hostId: z.uuid(),
  }),
});

/** A seeker left an experience: their request went, and a seat it held came back. */
export const requestLeft = defineEvent({
  type: "request.left",
  data: z.object({ eventId: z.uuid(), seekerId: z.uuid() }),
});

/** An accepted member answered the host's RSVP poll (Going, or not). */
export const rsvpAnswered = defineEvent({
  type: "rsvp.answered",
  data: z.object({ eventId: z.uuid(), seekerId: z.uuid() }),
});

/** A seeker joined the waitlist of a full experience (ADR 0022). */
export const waitlistJoined = defineEvent({
  type: "waitlist.joined",
  data: z.object({ eventId: z.uuid(), seekerId: z.uuid() }),
});

/** A seeker stopped waiting for a seat. */
export const waitlistLeft = defineEvent({
  type: "waitlist.left",
  data: z.object({ eventId: z.uuid(), seekerId: z.uuid() }),
});

/**
 * A seat that came back went to the first member waiting (ADR 0022): their entry became the request
 * `requestId`, which holds the seat until the host answers or its deadline passes.
 */
export const seatOffered = defineEvent({
  type: "seat.offered",
  data: z.object({
    eventId: z.uuid(),
    requestId: z.uuid(),
    seekerId: z.uuid(),
    hostId: z.uuid(),
  }),
});

/** The host let an offer's deadline pass (issue 25 item 11): the request went, its seat came back. */
export const offerLapsed = defineEvent({
  type: "offer.lapsed",
  data: z.object({ eventId: z.uuid(), requestId: z.uuid(), seekerId: z.uuid() }),
});

/**
 * A banned or deleted member was withdrawn from events (ADR 0014, 0025): their upcoming listings
 * `cancelled` (with the members who held a seat in them), their seats, requests and places on the
 * waitlist in the events `left`.
 */
export const memberWithdrawn = defineEvent({
  type: "member.withdrawn",
  data: z.object({
    memberId: z.uuid(),
    cancelled: z.array(z.uuid()),
    seatHolders: z.array(z.object({ eventId: z.uuid(), userId: z.uuid() })),
    left: z.array(z.uuid()),
  }),
});
