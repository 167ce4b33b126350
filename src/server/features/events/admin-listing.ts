import { desc, eq, ilike, or, sql } from "drizzle-orm";
import { EVENT_NOT_FOUND } from "../../../shared/texts";
import type { Db } from "../../db/client";
import { eventColumns } from "../../db/event-columns";
import { events, users } from "../../db/schema";
import { notFound } from "../../platform/errors";
import { averageRatings } from "./ratings";

const withHost = { ...eventColumns, host: { id: users.id, name: users.name, email: users.email } };

// Every listing, those awaiting review first, searchable by name, description and location (SPEC 2 admin "event"),
// with its rating.
export async function adminListEvents(opts: { db: Db; q: string | undefined }) {
  const { db, q } = opts;
  const rows = await listWithHosts(db, q);
  const ratings = await averageRatings({ db, eventIds: rows.map((r) => r.id) });
  return rows.map((row) => ({ row, averageRating: ratings.get(row.id) ?? null }));
}

async function listWithHosts(db: Db, q: string | undefined) {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return (
    db
      .select(withHost)
      .from(events)
      .innerJoin(users, eq(users.id, events.createdBy))
      .where(
        pattern
          ? or(
              ilike(events.name, pattern),
              ilike(events.description, pattern),
              ilike(sql`${events.city} || ', ' || ${events.state}`, pattern),
            )
          : undefined,
      )
      // Those waiting for review first: pending and not cancelled by the host (awaitsReview).
      .orderBy(
        sql`(${events.status} = 'pending' and ${events.eventStatus} <> 'cancelled') desc`,
        desc(events.createdAt),
      )
      .limit(500)
  );
}

export async function adminGetEvent(opts: { db: Db; eventId: string }) {
  const { db } = opts;
  const row = await eventWithHost(opts);
  const ratings = await averageRatings({ db, eventIds: [row.id] });
  return { row, averageRating: ratings.get(row.id) ?? null };
}

export type EventWithHost = Awaited<ReturnType<typeof eventWithHost>>;

export async function eventWithHost(opts: { db: Db; eventId: string }) {
  const { db, eventId } = opts;
  const [row] = await db
    .select(withHost)
    .from(events)
    .innerJoin(users, eq(users.id, events.createdBy))
    .where(eq(events.id, eventId));
  if (!row) throw notFound(EVENT_NOT_FOUND);
  return row;
}
