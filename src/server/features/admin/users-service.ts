import { and, asc, count, desc, eq, ilike, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { LIMITS } from "../../../shared/limits";
import { MESSAGES } from "../../../shared/messages";
import type { Db } from "../../db/client";
import { compatibilityScores, flags, users } from "../../db/schema";
import { badRequest, conflict, forbidden, notFound } from "../../platform/errors";
import { isUuid } from "../../platform/ids";
import { revokeAllSessions } from "../auth/session-service";
import { MEMBER_NOT_FOUND } from "../matching/service";
import { audit } from "../safety/audit";
import { SAFETY_MESSAGES } from "../safety/messages";

const openFlags = sql<number>`(select count(*)::int from flags f where f.user_id = "users"."id" and f.resolved_at is null)`;

// User management (SPEC 2 admin index): search by name or location, filter by gender.
export async function adminListUsers(db: Db, opts: { q?: string | undefined; gender?: string | undefined }) {
  const pattern = opts.q ? `%${opts.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return db
    .select({
      id: users.id,
      name: users.name,
      avatar: users.avatar,
      gender: users.gender,
      city: users.currentCity,
      country: users.currentCountry,
      role: users.role,
      isBanned: users.isBanned,
      flagCount: openFlags,
    })
    .from(users)
    .where(
      and(
        pattern
          ? or(
              ilike(users.name, pattern),
              ilike(sql`"users"."current_city" || ', ' || "users"."current_country"`, pattern),
            )
          : undefined,
        opts.gender && ["male", "female", "other"].includes(opts.gender)
          ? eq(users.gender, opts.gender as "male")
          : undefined,
      ),
    )
    .orderBy(asc(users.name))
    .limit(1000);
}

// Members with open flags, most flagged first, with each flag's reporter and reason.
export async function adminFlaggedUsers(db: Db, onlyUserId?: string) {
  const reporters = alias(users, "reporters");
  const rows = await db
    .select({
      flagId: flags.id,
      reason: flags.reason,
      createdAt: flags.createdAt,
      userId: users.id,
      name: users.name,
      avatar: users.avatar,
      gender: users.gender,
      city: users.currentCity,
      country: users.currentCountry,
      isBanned: users.isBanned,
      reporter: { id: reporters.id, name: reporters.name, avatar: reporters.avatar },
    })
    .from(flags)
    .innerJoin(users, eq(users.id, flags.userId))
    .innerJoin(reporters, eq(reporters.id, flags.reportedBy))
    .where(and(isNull(flags.resolvedAt), onlyUserId ? eq(flags.userId, onlyUserId) : undefined))
    .orderBy(desc(flags.createdAt));
  const byUser = new Map<string, { user: (typeof rows)[number]; flags: (typeof rows)[number][] }>();
  for (const row of rows) {
    const entry = byUser.get(row.userId) ?? { user: row, flags: [] };
    entry.flags.push(row);
    byUser.set(row.userId, entry);
  }
  return [...byUser.values()].sort((a, b) => b.flags.length - a.flags.length);
}

export async function adminFlagsOf(db: Db, userId: string) {
  return (await adminFlaggedUsers(db, userId))[0]?.flags ?? [];
}

async function target(db: Db, userId: string) {
  if (!isUuid(userId)) throw notFound(MEMBER_NOT_FOUND);
  const [row] = await db
    .select({ id: users.id, role: users.role, isBanned: users.isBanned })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  return row;
}

// A ban takes effect at once: every session of the member is revoked in the same transaction.
export async function banUser(db: Db, adminId: string, userId: string): Promise<void> {
  if (adminId === userId) throw badRequest(SAFETY_MESSAGES.banSelf);
  const user = await target(db, userId);
  if (user.role === "admin") throw forbidden(SAFETY_MESSAGES.banAdmin);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ isBanned: true })
      .where(and(eq(users.id, userId), eq(users.isBanned, false)))
      .returning({ id: users.id });
    if (!row) throw conflict(SAFETY_MESSAGES.alreadyBanned);
    await revokeAllSessions({ db: tx as unknown as Db, userId });
    await audit(tx, { actorId: adminId, action: "ban", targetUserId: userId });
  });
}

export async function unbanUser(db: Db, adminId: string, userId: string): Promise<void> {
  await target(db, userId);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ isBanned: false })
      .where(and(eq(users.id, userId), eq(users.isBanned, true)))
      .returning({ id: users.id });
    if (!row) throw conflict(SAFETY_MESSAGES.notBanned);
    await audit(tx, { actorId: adminId, action: "unban", targetUserId: userId });
  });
}

// Unflag: the open flags are resolved (kept for the record), by whom and when.
export async function unflagUser(db: Db, adminId: string, userId: string): Promise<void> {
  await target(db, userId);
  await db.transaction(async (tx) => {
    const resolved = await tx
      .update(flags)
      .set({ resolvedAt: new Date(), resolvedBy: adminId })
      .where(and(eq(flags.userId, userId), isNull(flags.resolvedAt)))
      .returning({ id: flags.id });
    if (resolved.length === 0) throw conflict(SAFETY_MESSAGES.noFlags);
    await audit(tx, {
      actorId: adminId,
      action: "unflag",
      targetUserId: userId,
      details: { flags: resolved.length },
    });
  });
}

// An admin's score for a pair replaces the formula for both members (stored once, smaller id first).
export async function assignScore(
  db: Db,
  adminId: string,
  opts: { userA: string; userB: string; score: unknown; reason: unknown },
): Promise<void> {
  const score = typeof opts.score === "string" && opts.score.trim() !== "" ? Number(opts.score) : opts.score;
  if (
    typeof score !== "number" ||
    !Number.isInteger(score) ||
    score < LIMITS.scoreMin ||
    score > LIMITS.scoreMax
  ) {
    throw badRequest(MESSAGES.scoreRange);
  }
  if (opts.userA === opts.userB) throw badRequest(SAFETY_MESSAGES.scoreSamePerson);
  await target(db, opts.userA);
  await target(db, opts.userB);
  const [userLow, userHigh] = [opts.userA, opts.userB].sort() as [string, string];
  const reason = typeof opts.reason === "string" ? opts.reason.trim().slice(0, 500) : "";
  await db.transaction(async (tx) => {
    await tx
      .insert(compatibilityScores)
      .values({ userLow, userHigh, score, reason, assignedBy: adminId })
      .onConflictDoUpdate({
        target: [compatibilityScores.userLow, compatibilityScores.userHigh],
        set: { score, reason, assignedBy: adminId, updatedAt: new Date() },
      });
    await audit(tx, {
      actorId: adminId,
      action: "assign-score",
      targetUserId: userLow,
      details: { otherUserId: userHigh, score, reason },
    });
  });
}

export async function flagCounts(db: Db) {
  const [row] = await db
    .select({ users: sql<number>`count(distinct ${flags.userId})::int`, flags: count() })
    .from(flags)
    .where(isNull(flags.resolvedAt));
  return row ?? { users: 0, flags: 0 };
}
