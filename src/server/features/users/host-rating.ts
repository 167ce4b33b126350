import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { hostStats } from "../../db/schema";

/** An average of stars as the screens show it: one decimal, or null when there is none. */
export const oneDecimal = (value: string | null | undefined) =>
  value == null ? null : Math.round(Number(value) * 10) / 10;

// A host's rating: the average stars over every review of every event they hosted; null when there
// is none. A review an admin hid counts in no average (issue 27 item 6). Read from the host's
// record (ADR 0050), kept by triggers as a count and a sum: dividing them is the very numeric
// division avg() makes, so the rating reads exactly as when every review was averaged per request.
export const hostRatingColumn = sql<
  string | null
>`(${hostStats.reviewStars}::numeric / nullif(${hostStats.reviews}, 0))`.mapWith((v) =>
  v == null ? null : String(v),
);

// The event screen's host card reads it beside the host (events/ratings.ts); the member profile here.
export async function hostRating(opts: { db: Db; userId: string }): Promise<number | null> {
  const [row] = await opts.db
    .select({ value: hostRatingColumn })
    .from(hostStats)
    .where(eq(hostStats.hostId, opts.userId));
  return oneDecimal(row?.value);
}
