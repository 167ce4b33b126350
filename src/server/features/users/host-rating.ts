import { and, avg, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { events, reviews } from "../../db/schema";

/** An average of stars as the screens show it: one decimal, or null when there is none. */
export const oneDecimal = (value: string | null | undefined) =>
  value == null ? null : Math.round(Number(value) * 10) / 10;

// A host's rating: the average stars over every review of every event they hosted; null when there
// is none. The event screen's host card and the member profile both show it. A review an admin hid
// counts in no average (issue 27 item 6).
export async function hostRating(opts: { db: Db; userId: string }): Promise<number | null> {
  const [row] = await opts.db
    .select({ value: avg(reviews.stars) })
    .from(reviews)
    .innerJoin(events, eq(events.id, reviews.eventId))
    .where(and(eq(events.createdBy, opts.userId), isNull(reviews.hiddenAt)));
  return oneDecimal(row?.value);
}
