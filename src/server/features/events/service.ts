import { and, asc, avg, eq, gte, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { events, reviews } from "../../db/schema";

export type EventRow = typeof events.$inferSelect;

// The discovery list: approved, not cancelled and not yet over (SPEC "Event status").
export async function listDiscoverableEvents(opts: { db: Db; now?: Date; limit?: number }) {
  const now = opts.now ?? new Date();
  const rows = await opts.db
    .select()
    .from(events)
    .where(and(eq(events.status, "approved"), eq(events.eventStatus, "ongoing"), gte(events.toDate, now)))
    .orderBy(asc(events.fromDate), asc(events.id))
    .limit(opts.limit ?? 200);
  const ratings = await averageRatings({ db: opts.db, eventIds: rows.map((r) => r.id) });
  return rows.map((row) => ({ row, averageRating: ratings.get(row.id) ?? null }));
}

export async function averageRatings(opts: { db: Db; eventIds: string[] }): Promise<Map<string, number>> {
  if (opts.eventIds.length === 0) return new Map();
  const rows = await opts.db
    .select({ eventId: reviews.eventId, value: avg(reviews.stars) })
    .from(reviews)
    .where(inArray(reviews.eventId, opts.eventIds))
    .groupBy(reviews.eventId);
  return new Map(rows.map((r) => [r.eventId, Math.round(Number(r.value) * 10) / 10]));
}
