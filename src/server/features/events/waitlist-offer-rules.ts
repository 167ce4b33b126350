import { z } from "zod";
import { defineJob } from "../../platform/jobs/define-job";
import type { JobInput } from "../../platform/jobs/queue";

// How long a seat offered from the waitlist waits for the host's answer (issue 25 item 11). A day
// is long enough for a host who checks the app once a day; never past the start (a seat held for
// someone who cannot know they are going is a seat lost), but always long enough to answer.
export const OFFER_RULES = {
  holdMs: 24 * 3600_000,
  shortestHoldMs: 2 * 3600_000,
} as const;

/** Until when an offer made at `now` holds its seat for an event starting at `start`. */
export function offerDeadline(now: Date, start: Date): Date {
  const longest = now.getTime() + OFFER_RULES.holdMs;
  const shortest = now.getTime() + OFFER_RULES.shortestHoldMs;
  return new Date(Math.min(longest, Math.max(start.getTime(), shortest)));
}

export const waitlistOfferLapse = defineJob({
  kind: "waitlist.offer-lapse",
  payload: z.object({ requestId: z.uuid() }),
});

/** The job that lapses the offer `requestId` at its deadline, queued in the offer's transaction. */
export const offerLapseJob = (requestId: string, deadline: Date): JobInput =>
  waitlistOfferLapse.input({ requestId }, { dedupKey: `waitlist:offer-lapse:${requestId}`, runAt: deadline });
