import { and, avg, count, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { personColumns, verificationColumns } from "../../db/member-columns";
import { events, reviews, users } from "../../db/schema";
import { hostRating, oneDecimal } from "../users/host-rating";

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

export async function hostSummary(opts: { db: Db; hostId: string }) {
  const { db, hostId } = opts;
  const [[host], [hosted], rating] = await Promise.all([
    db
      .select({ ...personColumns(users), ...verificationColumns(users) })
      .from(users)
      .where(eq(users.id, hostId)),
    db
      .select({ n: count() })
      .from(events)
      .where(and(eq(events.createdBy, hostId), eq(events.status, "approved"))),
    hostRating({ db, userId: hostId }),
  ]);
  return {
    ...host!,
    eventsHosted: hosted?.n ?? 0,
    hostRating: rating,
  };
}
