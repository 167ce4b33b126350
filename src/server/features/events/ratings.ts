import { and, avg, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { personColumns, verificationColumns } from "../../db/member-columns";
import { hostStats, reviews, users } from "../../db/schema";
import { hostRatingColumn, oneDecimal } from "../users/host-rating";

export async function averageRatings(opts: { db: Db; eventIds: string[] }): Promise<Map<string, number>> {
  if (opts.eventIds.length === 0) return new Map();
  const rows = await opts.db
    .select({ eventId: reviews.eventId, value: avg(reviews.stars) })
    .from(reviews)
    // A review an admin hid counts in no average (issue 27 item 6).
    .where(and(inArray(reviews.eventId, opts.eventIds), isNull(reviews.hiddenAt)))
    .groupBy(reviews.eventId);
  return new Map(rows.map((r) => [r.eventId, oneDecimal(r.value)!]));
}

// The same average for the event a statement reads (its page's), as a subquery beside its columns.
// Written out in full: drizzle leaves columns unqualified in a single-table select.
export const eventAverageRating = sql<string | null>`(
  select avg(r.stars) from reviews r where r.event_id = "events"."id" and r.hidden_at is null
)`.mapWith((v) => (v == null ? null : String(v)));

// The host's card: who they are, how many listings of theirs were approved and their rating, in one
// statement that reads the host's record by primary key (ADR 0050), however many they hosted.
export async function hostSummary(opts: { db: Db; hostId: string }) {
  const { db, hostId } = opts;
  const [host] = await db
    .select({
      ...personColumns(users),
      ...verificationColumns(users),
      eventsHosted: sql<number>`coalesce(${hostStats.listingsHosted}, 0)`.mapWith(Number),
      rating: hostRatingColumn,
    })
    .from(users)
    .leftJoin(hostStats, eq(hostStats.hostId, users.id))
    .where(eq(users.id, hostId));
  const { rating, ...card } = host!;
  return { ...card, hostRating: oneDecimal(rating) };
}
