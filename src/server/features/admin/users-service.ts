import { and, asc, desc, eq, ilike, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { LIMITS } from "../../../shared/limits";
import { MEMBER_NOT_FOUND, MESSAGES, SAFETY_MESSAGES } from "../../../shared/texts";
import type { Db, Tx } from "../../db/client";
import { memberSummaryColumns, personColumns, verificationColumns } from "../../db/member-columns";
import { compatibilityScores, flags, users } from "../../db/schema";
import { authorize, badRequest, conflict, forbidden, notFound } from "../../platform/errors";
import type { DomainEvents } from "../../platform/events/outbox";
import type { Realtime } from "../../platform/realtime-events";
import { revokeAllSessions, type Viewer } from "../auth/session-service";
import { withdrawMember } from "../events/withdraw-member";
import type { MemberIndex } from "../matching/member-index";
import { matchesAndOpposites } from "../matching/service";
import { audit } from "../safety/audit";
import { getUserProfile } from "../users/service";
import { canBan, canBanSelf, canScorePair } from "./policy";

const openFlags = sql<number>`(select count(*)::int from flags f where f.user_id = "users"."id" and f.resolved_at is null)`;

// User management (SPEC 2 admin index): search by name or location, filter by gender.
export async function adminListUsers(opts: { db: Db; q?: string | undefined; gender?: string | undefined }) {
  const { db } = opts;
  const pattern = opts.q ? `%${opts.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return db
    .select({
      ...memberSummaryColumns,
      ...verificationColumns(users),
      role: users.role,
      isBanned: users.isBanned,
      flagCount: openFlags,
    })
    .from(users)
    .where(
      and(
        // Deleted members' tombstones are nobody to manage (ADR 0025).
        isNull(users.deletedAt),
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
export type FlagRow = Awaited<ReturnType<typeof adminFlagsOf>>[number];

export async function adminFlaggedUsers(opts: { db: Db; onlyUserId?: string }) {
  const { db, onlyUserId } = opts;
  const reporters = alias(users, "reporters");
  const rows = await db
    .select({
      flagId: flags.id,
      reason: flags.reason,
      createdAt: flags.createdAt,
      member: { ...memberSummaryColumns, isBanned: users.isBanned },
      reporter: personColumns(reporters),
    })
    .from(flags)
    .innerJoin(users, eq(users.id, flags.userId))
    .leftJoin(reporters, eq(reporters.id, flags.reportedBy))
    .where(and(isNull(flags.resolvedAt), onlyUserId ? eq(flags.userId, onlyUserId) : undefined))
    .orderBy(desc(flags.createdAt));
  const byUser = new Map<
    string,
    { member: (typeof rows)[number]["member"]; flags: (typeof rows)[number][] }
  >();
  for (const row of rows) {
    const entry = byUser.get(row.member.id) ?? { member: row.member, flags: [] };
    entry.flags.push(row);
    byUser.set(row.member.id, entry);
  }
  return [...byUser.values()].sort((a, b) => b.flags.length - a.flags.length);
}

export async function adminFlagsOf(opts: { db: Db; userId: string }) {
  return (await adminFlaggedUsers({ db: opts.db, onlyUserId: opts.userId }))[0]?.flags ?? [];
}

// A deleted member (ADR 0025) is nobody to ban, unban or score; their open flags can still be resolved.
async function target(db: Db, userId: string, opts: { deleted?: "allowed" } = {}) {
  const [row] = await db
    .select({ id: users.id, role: users.role, isBanned: users.isBanned, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || (row.deletedAt && opts.deleted !== "allowed")) throw notFound(MEMBER_NOT_FOUND);
  return row;
}

// Flips the ban flag only when it is not already so; a second ban or unban is a conflict.
async function setBanned(tx: Tx, userId: string, banned: boolean) {
  const [row] = await tx
    .update(users)
    .set({ isBanned: banned })
    .where(and(eq(users.id, userId), eq(users.isBanned, !banned)))
    .returning({ id: users.id });
  if (!row) throw conflict(banned ? SAFETY_MESSAGES.alreadyBanned : SAFETY_MESSAGES.notBanned);
}

// A ban takes effect at once: every session of the member is revoked in the same transaction, and
// their open sockets close in every process. Their upcoming listings are cancelled and their seats
// given back in that transaction too (ADR 0014).
export async function banUser(opts: {
  db: Db;
  realtime: Realtime;
  events: DomainEvents;
  adminId: string;
  userId: string;
  /** The moderation queue's "act" on a flagged member: the ban also closes their open flags (ADR 0043). */
  closeFlags?: boolean;
}): Promise<void> {
  const { db, adminId, userId } = opts;
  authorize(canBanSelf(adminId, userId), badRequest(SAFETY_MESSAGES.banSelf));
  const user = await target(db, userId);
  authorize(canBan(user), forbidden(SAFETY_MESSAGES.banAdmin));
  // What the withdrawal records (member.withdrawn, seat.offered) is told once the ban commits.
  await opts.events.commit(async (tx, record) => {
    // First, so that a case already decided reads as such, not as "already banned".
    if (opts.closeFlags) await closeOpenFlags(tx, adminId, userId);
    await setBanned(tx, userId, true);
    await revokeAllSessions({ db: tx as unknown as Db, userId });
    await audit({ tx, actorId: adminId, action: "ban", targetUserId: userId });
    await withdrawMember({ tx, userId, record });
  });
  await opts.realtime.publish({ type: "user-banned", userId });
}

export async function unbanUser(opts: { db: Db; adminId: string; userId: string }): Promise<void> {
  const { db, adminId, userId } = opts;
  await target(db, userId);
  await db.transaction(async (tx) => {
    await setBanned(tx, userId, false);
    await audit({ tx, actorId: adminId, action: "unban", targetUserId: userId });
  });
}

// Unflag: the open flags are resolved (kept for the record), by whom and when.
export async function unflagUser(opts: { db: Db; adminId: string; userId: string }): Promise<void> {
  const { db, adminId, userId } = opts;
  await target(db, userId, { deleted: "allowed" });
  await db.transaction((tx) => closeOpenFlags(tx, adminId, userId));
}

// The open flags resolved (kept for the record), audited as an unflag; none open is a conflict, so
// of two admins deciding at once exactly one closes them.
async function closeOpenFlags(tx: Tx, adminId: string, userId: string): Promise<void> {
  const resolved = await tx
    .update(flags)
    .set({ resolvedAt: new Date(), resolvedBy: adminId })
    .where(and(eq(flags.userId, userId), isNull(flags.resolvedAt)))
    .returning({ id: flags.id });
  if (resolved.length === 0) throw conflict(SAFETY_MESSAGES.noFlags);
  await audit({
    tx,
    actorId: adminId,
    action: "unflag",
    targetUserId: userId,
    details: { flags: resolved.length },
  });
}

// An admin's score for a pair replaces the formula for both members (stored once, smaller id first).
export async function assignScore(opts: {
  db: Db;
  adminId: string;
  userA: string;
  userB: string;
  score: unknown;
  reason: unknown;
}): Promise<void> {
  const { db, adminId } = opts;
  const score = typeof opts.score === "string" && opts.score.trim() !== "" ? Number(opts.score) : opts.score;
  if (
    typeof score !== "number" ||
    !Number.isInteger(score) ||
    score < LIMITS.scoreMin ||
    score > LIMITS.scoreMax
  ) {
    throw badRequest(MESSAGES.scoreRange);
  }
  authorize(canScorePair(opts.userA, opts.userB), badRequest(SAFETY_MESSAGES.scoreSamePerson));
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
    await audit({
      tx,
      actorId: adminId,
      action: "assign-score",
      targetUserId: userLow,
      details: { otherUserId: userHigh, score, reason },
    });
  });
}

// A member's full profile for admins: their open flags and, unless banned, their best matches.
export async function adminUserProfile(opts: { db: Db; index: MemberIndex; viewer: Viewer; userId: string }) {
  const { db, index, viewer } = opts;
  const profile = await getUserProfile({ db, userId: opts.userId, viewer });
  if (!profile) throw notFound(MEMBER_NOT_FOUND);
  const flags = await adminFlagsOf({ db, userId: profile.user.id });
  const matches = profile.user.isBanned
    ? []
    : (await matchesAndOpposites({ db, index, userId: profile.user.id, limit: 6 })).matches;
  return { profile, flags, matches };
}

// Both members' profiles, for their answers side by side.
export async function commonGround(opts: { db: Db; viewer: Viewer; userA: string; userB: string }) {
  const { db, viewer } = opts;
  const [first, second] = await Promise.all([
    getUserProfile({ db, userId: opts.userA, viewer }),
    getUserProfile({ db, userId: opts.userB, viewer }),
  ]);
  if (!first || !second) throw notFound(MEMBER_NOT_FOUND);
  return { first, second };
}
