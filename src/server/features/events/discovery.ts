import { and, asc, eq, gt, gte, ilike, or, type SQL, sql } from "drizzle-orm";
import type { ListEventsQuery } from "../../../shared/contracts/events";
import { isReasonableInstant } from "../../../shared/dates";
import { EVENT_TIME_ZONE } from "../../../shared/event-rules";
import type { Db } from "../../db/client";
import { events } from "../../db/schema";
import { TtlCache } from "../../platform/ttl-cache";
import { averageRatingColumn, type EventRow, eventColumns } from "./columns";

// Pages of the discovery list are the same for every member, so each is kept for 2 seconds per
// database; every change to a listed event in this process clears them (other processes see it
// within the 2 seconds).
const DISCOVERY_TTL_MS = 2000;
const caches = new WeakMap<Db, TtlCache<Awaited<ReturnType<typeof queryEvents>>>>();

export function discoveryCache(db: Db) {
  let cache = caches.get(db);
  if (!cache) {
    cache = new TtlCache(DISCOVERY_TTL_MS);
    caches.set(db, cache);
  }
  return cache;
}

export async function discoverEvents(opts: { db: Db; query: ListEventsQuery; now?: Date }) {
  if (opts.now) return queryEvents(opts);
  return discoveryCache(opts.db).getOrLoad(JSON.stringify(opts.query), () => queryEvents(opts));
}

// The discovery list (SPEC "Event search", on the server): approved, running, not over; filtered by
// words of the name/description/category, location, the start day's range and an exact category;
// ordered by start, paged by a cursor on (start, id).
async function queryEvents(opts: { db: Db; query: ListEventsQuery; now?: Date }) {
  const { db, query } = opts;
  const now = opts.now ?? new Date();
  const where: (SQL | undefined)[] = [
    eq(events.status, "approved"),
    eq(events.eventStatus, "ongoing"),
    gte(events.toDate, now),
  ];
  const words = searchWords(query.q);
  if (words) where.push(sql`${events.searchVector} @@ to_tsquery('simple', ${words})`);
  if (query.category && query.category.toLowerCase() !== "all") {
    where.push(sql`lower(${events.category}) = lower(${query.category})`);
  }
  if (query.location) {
    const pattern = `%${escapeLike(query.location)}%`;
    where.push(
      or(
        ilike(events.city, pattern),
        ilike(events.state, pattern),
        ilike(sql`${events.city} || ', ' || ${events.state}`, pattern),
      ),
    );
  }
  const startDay = sql`(${events.fromDate} AT TIME ZONE ${EVENT_TIME_ZONE})::date`;
  if (query.from) where.push(sql`${startDay} >= ${query.from}::date`);
  if (query.to) where.push(sql`${startDay} <= ${query.to}::date`);
  const cursor = decodeCursor(query.cursor);
  if (cursor) {
    where.push(
      or(
        gt(events.fromDate, cursor.fromDate),
        and(eq(events.fromDate, cursor.fromDate), gt(events.id, cursor.id)),
      ),
    );
  }
  const rows: (EventRow & { averageRating: number | null })[] = await db
    .select({ ...eventColumns, averageRating: averageRatingColumn })
    .from(events)
    .where(and(...where))
    .orderBy(asc(events.fromDate), asc(events.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null };
}

// "chai hill" -> "chai:* & hill:*": every word must start a word of the event.
function searchWords(q: string | undefined): string | null {
  const words = (q ?? "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(" & ") : null;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function encodeCursor(row: Pick<EventRow, "fromDate" | "id">): string {
  return Buffer.from(`${row.fromDate.toISOString()}|${row.id}`).toString("base64url");
}

function decodeCursor(cursor: string | undefined): { fromDate: Date; id: string } | null {
  if (!cursor) return null;
  const [iso, id] = Buffer.from(cursor, "base64url").toString().split("|");
  const fromDate = new Date(iso ?? "");
  // A cursor is ours only if it decodes to a real instant in range and a uuid; anything else (a crafted
  // year 0 reached PostgreSQL as a 500) starts from the first page.
  if (!id || !isReasonableInstant(iso ?? "") || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  return { fromDate, id };
}
