import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { events, groupMembers, groups } from "../../db/schema";

// Each approved event has one chat group: the host and the accepted members (issue "Conversations").
export async function ensureGroup(opts: { tx: Db | Tx; eventId: string }): Promise<string> {
  const { tx, eventId } = opts;
  const [event] = await tx
    .select({ name: events.name, host: events.createdBy })
    .from(events)
    .where(eq(events.id, eventId));
  const [created] = await tx
    .insert(groups)
    .values({ eventId, groupName: event!.name })
    .onConflictDoNothing()
    .returning({ id: groups.id });
  const groupId =
    created?.id ??
    (await tx.select({ id: groups.id }).from(groups).where(eq(groups.eventId, eventId)))[0]!.id;
  await tx.insert(groupMembers).values({ groupId, userId: event!.host }).onConflictDoNothing();
  return groupId;
}

export async function addGroupMember(opts: { tx: Db | Tx; eventId: string; userId: string }): Promise<void> {
  const { tx, userId } = opts;
  const groupId = await ensureGroup(opts);
  await tx.insert(groupMembers).values({ groupId, userId }).onConflictDoNothing();
}

export async function removeGroupMember(opts: {
  tx: Db | Tx;
  eventId: string;
  userId: string;
}): Promise<void> {
  const { tx, eventId, userId } = opts;
  const [group] = await tx.select({ id: groups.id }).from(groups).where(eq(groups.eventId, eventId));
  if (!group) return;
  await tx
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, userId)));
}
