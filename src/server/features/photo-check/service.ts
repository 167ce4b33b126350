import { and, asc, count, desc, eq, isNotNull, lt, sql } from "drizzle-orm";
import { isUuid } from "../../../shared/endpoints/params";
import { PHOTO_CHECK_MESSAGES } from "../../../shared/texts";
import type { Db, Tx } from "../../db/client";
import { photoChecks, users } from "../../db/schema";
import { photoCheckDecided } from "../../domain/photo-checks";
import { conflict, notFound } from "../../platform/errors";
import type { DomainEvents } from "../../platform/events/outbox";
import type { Viewer } from "../auth/session-service";
import { audit } from "../safety/audit";
import { photoVerifiedAtOf, profilePicturesOf, setPhotoVerified } from "../users/service";
import { DAY_MS, pickPose, SELFIE_KEPT_DAYS, startDecision } from "./policy";

// "Verify your photo" (issue 38 item 4, ADR 0044). The member's own check (every use case takes the
// viewer and no member id), and the admins' queue. The selfie is private: read by the admin-only
// route alone, set null 30 days after the decision and erased with the account.

type CheckRow = Pick<
  typeof photoChecks.$inferSelect,
  "id" | "pose" | "status" | "submittedAt" | "decidedAt" | "reason"
>;

export type PhotoCheckView = { check: CheckRow | undefined; photoVerified: boolean };

const columns = {
  id: photoChecks.id,
  pose: photoChecks.pose,
  status: photoChecks.status,
  submittedAt: photoChecks.submittedAt,
  decidedAt: photoChecks.decidedAt,
  reason: photoChecks.reason,
};

const openCheck = async (db: Db | Tx, userId: string): Promise<CheckRow | undefined> =>
  (
    await db
      .select(columns)
      .from(photoChecks)
      .where(and(eq(photoChecks.userId, userId), sql`${photoChecks.status} IN ('awaiting', 'pending')`))
  )[0];

/** The member's newest check and whether they are photo verified now. */
export async function photoCheckStatus(opts: { db: Db; viewer: Viewer }): Promise<PhotoCheckView> {
  const { db, viewer } = opts;
  const [[check], verifiedAt] = await Promise.all([
    db
      .select(columns)
      .from(photoChecks)
      .where(eq(photoChecks.userId, viewer.userId))
      .orderBy(desc(photoChecks.createdAt), desc(photoChecks.id))
      .limit(1),
    photoVerifiedAtOf({ db, userId: viewer.userId }),
  ]);
  return { check, photoVerified: verifiedAt !== null };
}

/**
 * Starts a check with a random pose; while one awaits its selfie, answers that one (the same pose).
 * A selfie waiting for review refuses a new start (409). Two starts at once: the unique index on the
 * member's open check lets one insert through, and the other answers the row it made.
 */
export async function startPhotoCheck(opts: { db: Db; viewer: Viewer }): Promise<PhotoCheckView> {
  const { db, viewer } = opts;
  const open = await openCheck(db, viewer.userId);
  const decision = startDecision(open);
  if (decision === "pending") throw conflict(PHOTO_CHECK_MESSAGES.pendingReview);
  if (decision === "new") {
    try {
      await db.insert(photoChecks).values({ userId: viewer.userId, pose: pickPose(), status: "awaiting" });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another start of this member won the race: theirs is the check.
    }
  }
  return photoCheckStatus(opts);
}

/** Before the selfie is read (so no bytes are held for nothing): the member has a pose waiting. */
export async function assertAwaitingSelfie(opts: { db: Db; viewer: Viewer }): Promise<void> {
  const open = await openCheck(opts.db, opts.viewer.userId);
  if (!open) throw conflict(PHOTO_CHECK_MESSAGES.noPose);
  if (open.status === "pending") throw conflict(PHOTO_CHECK_MESSAGES.pendingReview);
}

/**
 * The selfie (already re-encoded) joins the awaiting check, which becomes pending: one conditional
 * update, so of two uploads at once one wins and the other is refused (409).
 */
export async function submitSelfie(opts: {
  db: Db;
  viewer: Viewer;
  selfie: { body: Buffer; contentType: string };
  now: Date;
}): Promise<PhotoCheckView> {
  const { db, viewer, selfie, now } = opts;
  const [row] = await db
    .update(photoChecks)
    .set({
      status: "pending",
      selfie: selfie.body,
      contentType: selfie.contentType,
      size: selfie.body.length,
      submittedAt: now,
    })
    .where(and(eq(photoChecks.userId, viewer.userId), eq(photoChecks.status, "awaiting")))
    .returning({ id: photoChecks.id });
  if (!row) {
    await assertAwaitingSelfie(opts);
    // Still awaiting means the update was not refused by the state: it cannot be reached.
    throw conflict(PHOTO_CHECK_MESSAGES.pendingReview);
  }
  return photoCheckStatus(opts);
}

export type PendingCheckRow = {
  id: string;
  pose: string;
  submittedAt: Date;
  member: { id: string; name: string; avatar: string | null };
  profileImages: string[];
};

/**
 * The admins' queue: pending selfies, oldest first, keyset-paged on (submitted_at, id) over the
 * partial index of pending checks. The cursor is the last row's id; its position is read from the
 * row itself (exact to the microsecond). A cursor that names no check starts from the top.
 */
export async function pendingChecks(opts: {
  db: Db;
  cursor: string | undefined;
  limit: number;
}): Promise<{ rows: PendingCheckRow[]; nextCursor: string | null }> {
  const { db, limit } = opts;
  const after = opts.cursor && isUuid(opts.cursor) ? opts.cursor : null;
  const from = after
    ? sql`(${photoChecks.submittedAt}, ${photoChecks.id}) > (select c.submitted_at, c.id from photo_checks c where c.id = ${after})`
    : undefined;
  const rows = await db
    .select({
      id: photoChecks.id,
      pose: photoChecks.pose,
      submittedAt: photoChecks.submittedAt,
      userId: users.id,
      name: users.name,
      avatar: users.avatar,
    })
    .from(photoChecks)
    .innerJoin(users, eq(users.id, photoChecks.userId))
    .where(and(eq(photoChecks.status, "pending"), from))
    .orderBy(asc(photoChecks.submittedAt), asc(photoChecks.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const pictures = await profilePicturesOf({ db, userIds: [...new Set(page.map((r) => r.userId))] });
  return {
    rows: page.map((r) => ({
      id: r.id,
      pose: r.pose,
      submittedAt: r.submittedAt!,
      member: { id: r.userId, name: r.name, avatar: r.avatar },
      profileImages: pictures.get(r.userId) ?? [],
    })),
    nextCursor: rows.length > limit ? page.at(-1)!.id : null,
  };
}

/** How many selfies wait for review. */
export async function pendingCount(opts: { db: Db }): Promise<number> {
  const [row] = await opts.db
    .select({ n: count() })
    .from(photoChecks)
    .where(eq(photoChecks.status, "pending"));
  return row?.n ?? 0;
}

/** A selfie's bytes for an admin; 404 once erased (or for no such check). */
export async function selfieOf(opts: { db: Db; checkId: string }) {
  const [row] = await opts.db
    .select({ selfie: photoChecks.selfie, contentType: photoChecks.contentType })
    .from(photoChecks)
    .where(eq(photoChecks.id, opts.checkId));
  if (!row) throw notFound(PHOTO_CHECK_MESSAGES.notFound);
  if (!row.selfie) throw notFound(PHOTO_CHECK_MESSAGES.selfieGone);
  return { body: row.selfie, contentType: row.contentType ?? "image/jpeg" };
}

/**
 * An admin decides a pending selfie: one conditional update (`WHERE status = 'pending'`), so of two
 * admins at once one wins and the other gets 409. In the same transaction: an approval marks the
 * member photo verified, the audit entry, and the event that tells the member (delivery).
 */
export async function decidePhotoCheck(opts: {
  events: DomainEvents;
  adminId: string;
  checkId: string;
  decision: { outcome: "approved" } | { outcome: "rejected"; reason: string };
  now: Date;
}): Promise<void> {
  const { events, adminId, checkId, decision, now } = opts;
  await events.commit(async (tx, record) => {
    const [row] = await tx
      .update(photoChecks)
      .set({
        status: decision.outcome,
        decidedAt: now,
        decidedBy: adminId,
        reason: decision.outcome === "rejected" ? decision.reason : null,
      })
      .where(and(eq(photoChecks.id, checkId), eq(photoChecks.status, "pending")))
      .returning({ userId: photoChecks.userId, pose: photoChecks.pose });
    if (!row) {
      const [exists] = await tx
        .select({ id: photoChecks.id })
        .from(photoChecks)
        .where(eq(photoChecks.id, checkId));
      throw exists ? conflict(PHOTO_CHECK_MESSAGES.alreadyDecided) : notFound(PHOTO_CHECK_MESSAGES.notFound);
    }
    if (decision.outcome === "approved") await setPhotoVerified({ tx, userId: row.userId, now });
    await audit({
      tx,
      actorId: adminId,
      action: decision.outcome === "approved" ? "approve-photo-check" : "reject-photo-check",
      targetUserId: row.userId,
      details: {
        checkId,
        pose: row.pose,
        ...(decision.outcome === "rejected" ? { reason: decision.reason } : {}),
      },
    });
    record(photoCheckDecided.of({ checkId, userId: row.userId, outcome: decision.outcome }, now));
  });
}

/** What delivery tells the member about a decided check (null once the check is gone). */
export async function photoCheckDecision(opts: { db: Db; checkId: string }) {
  const [row] = await opts.db
    .select({ userId: photoChecks.userId, status: photoChecks.status, reason: photoChecks.reason })
    .from(photoChecks)
    .where(eq(photoChecks.id, opts.checkId));
  if (!row || (row.status !== "approved" && row.status !== "rejected")) return null;
  return { userId: row.userId, outcome: row.status, reason: row.reason ?? "" } as const;
}

/** The daily purge: selfies decided over SELFIE_KEPT_DAYS ago are erased; answers how many. */
export async function purgeDecidedSelfies(opts: { db: Db; now: Date }): Promise<number> {
  const before = new Date(opts.now.getTime() - SELFIE_KEPT_DAYS * DAY_MS);
  const rows = await opts.db
    .update(photoChecks)
    .set({ selfie: null })
    .where(
      and(isNotNull(photoChecks.selfie), isNotNull(photoChecks.decidedAt), lt(photoChecks.decidedAt, before)),
    )
    .returning({ id: photoChecks.id });
  return rows.length;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === "23505" || e.cause?.code === "23505";
}
