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
