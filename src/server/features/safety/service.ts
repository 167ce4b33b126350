import { and, eq, isNull, or } from "drizzle-orm";
import { LIMITS } from "../../../shared/limits";
import type { Db } from "../../db/client";
import { blocks, flags, users } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../platform/errors";
import { isUuid } from "../../platform/ids";
import { MEMBER_NOT_FOUND } from "../matching/service";
import { SAFETY_MESSAGES } from "./messages";

async function activeMember(db: Db, userId: string) {
  if (!isUuid(userId)) throw notFound(MEMBER_NOT_FOUND);
  const [row] = await db
    .select({ id: users.id, isBanned: users.isBanned })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || row.isBanned) throw notFound(MEMBER_NOT_FOUND);
  return row;
}

export async function isBlockedPair(db: Db, a: string, b: string): Promise<boolean> {
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
export async function flagMember(
  db: Db,
  reporterId: string,
  userId: string,
  reason: string | undefined,
): Promise<void> {
  const text = reason?.trim() ?? "";
  if (!text) throw badRequest(SAFETY_MESSAGES.flagReasonRequired);
  if (text.length > LIMITS.flagReasonMaxLength) throw badRequest(SAFETY_MESSAGES.flagTooLong);
  if (reporterId === userId) throw badRequest(SAFETY_MESSAGES.flagSelf);
  await activeMember(db, userId);
  const inserted = await db
    .insert(flags)
    .values({ userId, reportedBy: reporterId, reason: text })
    .onConflictDoNothing()
    .returning({ id: flags.id });
  if (inserted.length === 0) throw conflict(SAFETY_MESSAGES.flagDuplicate);
}

export async function blockMember(db: Db, blockerId: string, userId: string): Promise<void> {
  if (blockerId === userId) throw badRequest(SAFETY_MESSAGES.blockSelf);
  await activeMember(db, userId);
  // Blocks are read with every matching request, so no in-memory copy needs telling.
  await db.insert(blocks).values({ blockerId, blockedId: userId }).onConflictDoNothing();
}

// Only the blocker can lift a block.
export async function unblockMember(db: Db, blockerId: string, userId: string): Promise<void> {
  if (!isUuid(userId)) throw notFound(SAFETY_MESSAGES.notBlocked);
  const removed = await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, userId)))
    .returning({ id: blocks.blockedId });
  if (removed.length === 0) throw notFound(SAFETY_MESSAGES.notBlocked);
}

export async function blockedBy(db: Db, blockerId: string) {
  return db
    .select({ id: users.id, name: users.name, avatar: users.avatar, blockedAt: blocks.createdAt })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(blocks.createdAt);
}

export async function openFlagCount(db: Db, userId: string): Promise<number> {
  const rows = await db
    .select({ id: flags.id })
    .from(flags)
    .where(and(eq(flags.userId, userId), isNull(flags.resolvedAt)));
  return rows.length;
}
