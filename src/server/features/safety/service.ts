import { and, eq, inArray, or } from "drizzle-orm";
import { LIMITS } from "../../../shared/limits";
import { MEMBER_NOT_FOUND, SAFETY_MESSAGES } from "../../../shared/texts";
import type { Db, Tx } from "../../db/client";
import { personColumns } from "../../db/member-columns";
import { blocks, flags, users } from "../../db/schema";
import { memberBlocked, memberUnblocked } from "../../domain/safety";
import { authorize, badRequest, conflict, notFound } from "../../platform/errors";
import type { DomainEvents } from "../../platform/events/outbox";
import { canBlock, canFlag } from "./policy";

async function activeMember(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, isBanned: users.isBanned })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || row.isBanned) throw notFound(MEMBER_NOT_FOUND);
  return row;
}

// Whether either of two members has blocked the other.
export async function isBlockedPair(opts: { db: Db; userA: string; userB: string }): Promise<boolean> {
  const { db, userA: a, userB: b } = opts;
  const [row] = await db
    .select({ blocker: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
        and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

// Any member can flag another, once while the flag is open (SPEC 6).
export async function flagMember(opts: {
  db: Db;
  reporterId: string;
  userId: string;
  reason: string | undefined;
}): Promise<void> {
  const { db, reporterId, userId } = opts;
  const text = opts.reason?.trim() ?? "";
  if (!text) throw badRequest(SAFETY_MESSAGES.flagReasonRequired);
  if (text.length > LIMITS.flagReasonMaxLength) throw badRequest(SAFETY_MESSAGES.flagTooLong);
  authorize(canFlag(reporterId, userId), badRequest(SAFETY_MESSAGES.flagSelf));
  await activeMember(db, userId);
  const inserted = await db
    .insert(flags)
    .values({ userId, reportedBy: reporterId, reason: text })
    .onConflictDoNothing()
    .returning({ id: flags.id });
  if (inserted.length === 0) throw conflict(SAFETY_MESSAGES.flagDuplicate);
}

// Blocking again changes nothing and records nothing; a new block's consequences (follows ended,
// discovery told) are its subscribers'.
export async function blockMember(opts: {
  db: Db;
  events: DomainEvents;
  blockerId: string;
  userId: string;
}): Promise<void> {
  const { db, blockerId, userId } = opts;
  authorize(canBlock(blockerId, userId), badRequest(SAFETY_MESSAGES.blockSelf));
  await activeMember(db, userId);
  await opts.events.commit(async (tx, record) => {
    const inserted = await tx
      .insert(blocks)
      .values({ blockerId, blockedId: userId })
      .onConflictDoNothing()
      .returning({ id: blocks.blockedId });
    if (inserted.length) record(memberBlocked.of({ blockerId, blockedId: userId }));
  });
}

// Only the blocker can lift a block.
export async function unblockMember(opts: {
  events: DomainEvents;
  blockerId: string;
  userId: string;
}): Promise<void> {
  const { blockerId, userId } = opts;
  await opts.events.commit(async (tx, record) => {
    const removed = await tx
      .delete(blocks)
      .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, userId)))
      .returning({ id: blocks.blockedId });
    if (removed.length === 0) throw notFound(SAFETY_MESSAGES.notBlocked);
    record(memberUnblocked.of({ blockerId, blockedId: userId }));
  });
}

export async function blockedBy(opts: { db: Db; blockerId: string }) {
  const { db, blockerId } = opts;
  return db
    .select({ ...personColumns(users), blockedAt: blocks.createdAt })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(blocks.createdAt);
}

// The app's own flag (ADR 0023): no reporter, one open at a time per member, so a member whose
// no-shows keep coming is not flagged again until an admin has looked at the open one.
export async function flagAutomatically(opts: {
  db: Db | Tx;
  userId: string;
  reason: string;
}): Promise<boolean> {
  const inserted = await opts.db
    .insert(flags)
    .values({ userId: opts.userId, reportedBy: null, reason: opts.reason })
    .onConflictDoNothing()
    .returning({ id: flags.id });
  return inserted.length > 0;
}

// The flags against members deleted long enough ago (ADR 0025: kept for the admins 90 days).
export async function deleteFlagsAgainst(opts: { db: Db; userIds: string[] }): Promise<number> {
  if (opts.userIds.length === 0) return 0;
  const rows = await opts.db
    .delete(flags)
    .where(inArray(flags.userId, opts.userIds))
    .returning({ id: flags.id });
  return rows.length;
}
