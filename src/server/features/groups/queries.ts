import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { groupMembers, groups } from "../../db/schema";

export async function groupIdsFor(opts: { db: Db; eventIds: string[] }): Promise<Map<string, string>> {
  const { db, eventIds } = opts;
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ id: groups.id, eventId: groups.eventId })
    .from(groups)
    .where(inArray(groups.eventId, eventIds));
  return new Map(rows.map((r) => [r.eventId, r.id]));
}

// The group of the event a statement reads (its page's), as a subquery beside the event's columns.
export const eventGroupId = sql<
  string | null
>`(select g.id from groups g where g.event_id = "events"."id" limit 1)`;

export async function groupIdFor(opts: { db: Db; eventId: string }): Promise<string | null> {
  const { db, eventId } = opts;
  const [row] = await db.select({ id: groups.id }).from(groups).where(eq(groups.eventId, eventId)).limit(1);
  return row?.id ?? null;
}

// Who belongs to a group now (the host and accepted members), by group or by its event.
export async function groupMemberIds(
  opts: { db: Db } & ({ groupId: string } | { eventId: string }),
): Promise<string[]> {
  const rows = await opts.db
    .select({ id: groupMembers.userId })
    .from(groups)
    .innerJoin(groupMembers, eq(groupMembers.groupId, groups.id))
    .where("groupId" in opts ? eq(groups.id, opts.groupId) : eq(groups.eventId, opts.eventId));
  return rows.map((r) => r.id);
}

/** The groups a member belongs to now, each with its event. */
export async function groupsOf(opts: {
  db: Db;
  userId: string;
}): Promise<{ groupId: string; eventId: string }[]> {
  return opts.db
    .select({ groupId: groups.id, eventId: groups.eventId })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(eq(groupMembers.userId, opts.userId));
}
