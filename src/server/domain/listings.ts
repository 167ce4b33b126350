import { z } from "zod";
import { defineEvent } from "../platform/events/define-event";

// What happens to a listing (ADR 0030): an admin approves or rejects it while it waits for review,
// and its host closes it. Recorded by the events feature's lifecycle (lifecycle-service.ts); the
// inbox tells the host or the members, the reminders are scheduled or cancelled, and the discovery
// pages forget what they showed.

/** An admin approved a pending listing (SPEC 4 "Listing approval"): it is live, its group open. */
export const listingApproved = defineEvent({
  type: "listing.approved",
  data: z.object({ eventId: z.uuid(), hostId: z.uuid(), adminId: z.uuid() }),
});

/** An admin rejected a pending listing, with a reason its host reads on the listing. */
export const listingRejected = defineEvent({
  type: "listing.rejected",
  data: z.object({ eventId: z.uuid(), hostId: z.uuid(), adminId: z.uuid() }),
});

/**
 * Its host closed a listing that had not ended (SPEC 4 "Close Listing"). `memberIds` are the
 * members who were counting on it at that moment (seat holders, requests still waiting, the
 * waitlist: issue 25 item 11), read in the closing's transaction: who is told is a fact of the
 * closing, not of whatever the listing holds when a subscriber runs (ADR 0030).
 */
export const listingClosed = defineEvent({
  type: "listing.closed",
  data: z.object({ eventId: z.uuid(), hostId: z.uuid(), memberIds: z.array(z.uuid()) }),
});
