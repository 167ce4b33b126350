import { and, eq, isNotNull, lte } from "drizzle-orm";
import { participants } from "../../db/schema";
import { offerLapsed } from "../../domain/requests";
import type { DomainEvents } from "../../platform/events/outbox";
import type { BoundJob } from "../../platform/jobs/define-job";
import { completeJob, type Job } from "../../platform/jobs/queue";
import { waitlistOfferLapse } from "./waitlist-offer-rules";
import { giveSeatBack, lockEvent } from "./waitlist-service";

export type OfferLapseDeps = {
  /** The change and what it records (offer.lapsed, the next seat.offered): ADR 0030. */
  events: DomainEvents;
  /** The clock (the worker's own in tests and on a test server). */
  now?: () => Date;
};

export function waitlistJobHandlers(deps: OfferLapseDeps): BoundJob[] {
  return [waitlistOfferLapse.handle(({ requestId }, job) => lapseOffer(deps, requestId, job))];
}

// At an offer's deadline (issue 25 item 11): an offer the host has not answered lapses. Its request
// goes (the member may wait again, at the end of the line), offer.lapsed tells the member, and the
// seat goes back to the waitlist's turn, so the next member waiting is offered it, with a deadline of
// their own. Under the event's lock like every change to its seats (ADR 0022), in one transaction
// that also ends the job: an answer that won the lock first leaves nothing to lapse, and a second
// run of the job finds it done.
async function lapseOffer(deps: OfferLapseDeps, requestId: string, job: Job): Promise<void> {
  const now = deps.now?.() ?? new Date();
  await deps.events.commit(async (tx, record) => {
    if (!(await completeJob(tx, job, now))) return;
    const [offer] = await tx
      .select({ eventId: participants.eventId })
      .from(participants)
      .where(eq(participants.id, requestId));
    if (!offer) return;
    await lockEvent(tx, offer.eventId);
    // Read again under the lock: still an offer waiting for the host, and due.
    const [gone] = await tx
      .delete(participants)
      .where(
        and(
          eq(participants.id, requestId),
          eq(participants.requestStatus, "requested"),
          eq(participants.fromWaitlist, true),
          isNotNull(participants.offerExpiresAt),
          lte(participants.offerExpiresAt, now),
        ),
      )
      .returning({ userId: participants.userId });
    if (!gone) return;
    record(offerLapsed.of({ eventId: offer.eventId, requestId, seekerId: gone.userId }, now));
    await giveSeatBack({ tx, eventId: offer.eventId, record, now });
  });
}
