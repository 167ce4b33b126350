import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { groups } from "../../db/schema";

export async function groupIdsFor(opts: { db: Db; eventIds: string[] }): Promise<Map<string, string>> {
  const { db, eventIds } = opts;
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ id: groups.id, eventId: groups.eventId })
    .from(groups)
    .where(inArray(groups.eventId, eventIds));
  return new Map(rows.map((r) => [r.eventId, r.id]));
}

export async function groupIdFor(opts: { db: Db; eventId: string }): Promise<string | null> {
  const { db, eventId } = opts;
  const [row] = await db.select({ id: groups.id }).from(groups).where(eq(groups.eventId, eventId)).limit(1);
  return row?.id ?? null;
}
