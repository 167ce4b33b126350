import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { groups } from "../../db/schema";

export async function groupIdsFor(db: Db, eventIds: string[]): Promise<Map<string, string>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ id: groups.id, eventId: groups.eventId })
    .from(groups)
    .where(inArray(groups.eventId, eventIds));
  return new Map(rows.map((r) => [r.eventId, r.id]));
}
