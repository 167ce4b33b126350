import { getTableColumns, sql } from "drizzle-orm";
import { events } from "./schema";

// Every column a presenter needs; the search vector stays in the database.
const { searchVector: _searchVector, ...eventColumns } = getTableColumns(events);

export { eventColumns };

export type EventRow = Omit<typeof events.$inferSelect, "searchVector">;

// The average of an event's reviews, one decimal, in the same query as the event (no second round
// trip). Written out in full: drizzle leaves columns unqualified in a single-table select, which
// would make "id" mean the review's id inside the subquery. A review an admin hid counts in no
// average (issue 27 item 6).
export const averageRatingColumn = sql<
  number | null
>`(select round(avg(r.stars), 1)::float8 from reviews r where r.event_id = "events"."id" and r.hidden_at is null)`.mapWith(
  (v) => (v == null ? null : Number(v)),
);
