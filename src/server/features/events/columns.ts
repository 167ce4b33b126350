import { getTableColumns } from "drizzle-orm";
import { events } from "../../db/schema";

// Every column a presenter needs; the search vector stays in the database.
const { searchVector: _searchVector, ...eventColumns } = getTableColumns(events);

export { eventColumns };

export type EventRow = Omit<typeof events.$inferSelect, "searchVector">;
