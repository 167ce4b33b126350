import { and, asc, count, eq, gte, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { ATTENDANCE_RULES, markingWindow, noShowWindowStart } from "../../../shared/attendance-rules";
import { ATTENDANCE_MESSAGES, HOST_ONLY, MEMBER_NOT_FOUND } from "../../../shared/texts";
import type { Db, Tx } from "../../db/client";
import type { EventRow } from "../../db/event-columns";
import { eventNameColumns } from "../../db/event-name-columns";
import { personColumns } from "../../db/member-columns";
import { attendance, events, participants, users } from "../../db/schema";
import { attendanceMarked, contestDecided } from "../../domain/attendance";
import { authorize, badRequest, conflict, forbidden, notFound } from "../../platform/errors";
import type { Viewer } from "../auth/session-service";
import type { EventDeps } from "../events/deps";
import { canContest, canMarkAttendance } from "../events/policy";
import { viewableEvent } from "../events/service";
import { audit } from "../safety/audit";
import { flagAutomatically, isBlockedPair } from "../safety/service";
import { findUser } from "../users/service";

// Showing up (ADR 0023): the host marks who came within 7 days of the end, a member's record counts
// the marked events, three no-shows in 90 days flag the member to the admins, and a member contests
// a no-show mark once for an admin to uphold or overturn. The marking and the decision record what
// happened (domain/attendance.ts); the inbox tells the members (ADR 0030).

/** Only listed events that were not cancelled are marked. */
function assertMarkable(event: EventRow) {
  if (event.status !== "approved" || event.eventStatus === "cancelled") {
    throw conflict(ATTENDANCE_MESSAGES.notListed);
  }
}

async function hostedEvent(opts: { db: Db; viewer: Viewer; eventId: string }) {
  const event = await viewableEvent(opts);
  authorize(canMarkAttendance(opts.viewer, event), forbidden(HOST_ONLY));
  return event;
}

/** The host's sheet: every accepted member with their mark (null before marking). */
export async function attendanceSheet(opts: { db: Db; viewer: Viewer; eventId: string; now?: Date }) {
  const { db, now = new Date() } = opts;
  const event = await hostedEvent(opts);
  assertMarkable(event);
  const rows = await db
    .select({
      user: personColumns(users),
      came: attendance.came,
      outcome: attendance.contestOutcome,
    })
    .from(participants)
    .innerJoin(users, eq(users.id, participants.userId))
    .leftJoin(
      attendance,
      and(eq(attendance.eventId, participants.eventId), eq(attendance.userId, participants.userId)),
    )
    .where(and(eq(participants.eventId, event.id), eq(participants.requestStatus, "accepted")))
    .orderBy(asc(users.name));
  return { event, window: markingWindow(event, now), rows };
}

/**
 * Marks the accepted members listed in `came` as having come and every other accepted member as a
 * no-show. Marking again within the window corrects the marks; a mark an admin has decided stays.
 */
export async function markAttendance(
  opts: EventDeps & { viewer: Viewer; eventId: string; came: string[]; now?: Date },
): Promise<{ flagged: string[] }> {
  const { viewer, now = new Date() } = opts;
  const event = await hostedEvent(opts);
  assertMarkable(event);
  const window = markingWindow(event, now);
  if (window === "before") throw conflict(ATTENDANCE_MESSAGES.notEnded);
  if (window === "closed") throw conflict(ATTENDANCE_MESSAGES.closed);

  // The marks, the automatic flags and what they tell (attendance.marked) commit together.
  return opts.events.commit(async (tx, record) => {
    const accepted = await tx
      .select({ userId: participants.userId })
      .from(participants)
      .where(and(eq(participants.eventId, event.id), eq(participants.requestStatus, "accepted")));
    const acceptedIds = new Set(accepted.map((a) => a.userId));
    const came = new Set(opts.came);
    for (const id of came) if (!acceptedIds.has(id)) throw badRequest(ATTENDANCE_MESSAGES.notAccepted);

    const before = await tx
      .select({ userId: attendance.userId, came: attendance.came, outcome: attendance.contestOutcome })
      .from(attendance)
      .where(eq(attendance.eventId, event.id));
    const previous = new Map(before.map((b) => [b.userId, b]));
    const newNoShows: string[] = [];
    const changed: (typeof attendance.$inferInsert)[] = [];
    for (const userId of acceptedIds) {
      const old = previous.get(userId);
      // An admin's decision on a contest is final.
      if (old?.outcome) continue;
      const didCome = came.has(userId);
      if (old && old.came === didCome) continue;
      if (!didCome) newNoShows.push(userId);
      changed.push({ eventId: event.id, userId, came: didCome, markedAt: now, markedBy: viewer.userId });
    }
    // One statement for every changed mark. A changed mark is a new mark: any contest of the old one
    // goes with it.
    if (changed.length > 0) {
      await tx
        .insert(attendance)
        .values(changed)
        .onConflictDoUpdate({
          target: [attendance.eventId, attendance.userId],
          set: {
            came: sql`excluded.came`,
            markedAt: now,
            markedBy: viewer.userId,
            contestReason: null,
            contestedAt: null,
          },
        });
    }
    // A no-show mark is never silent (issue 25 item 12): the member hears of it, with the way to
    // contest it, and one mark short of the flag they are warned before it comes. The count that
    // decides the flag decides the warning, in this transaction.
    const flagged: string[] = [];
    const noShows: { userId: string; warningDue: boolean }[] = [];
    for (const userId of newNoShows) {
      const count = await recentNoShows(tx, userId, now);
      noShows.push({ userId, warningDue: count === ATTENDANCE_RULES.noShowFlagCount - 1 });
      if (count < ATTENDANCE_RULES.noShowFlagCount) continue;
      if (await flagAutomatically({ db: tx, userId, reason: ATTENDANCE_MESSAGES.autoFlagReason })) {
        flagged.push(userId);
      }
    }
    if (changed.length > 0) {
      record(attendanceMarked.of({ eventId: event.id, markedBy: viewer.userId, noShows }, now));
    }
    return { flagged };
  });
}

/** No-show marks of events that ended within the last 90 days. */
async function recentNoShows(tx: Db | Tx, userId: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(attendance)
    .innerJoin(events, eq(events.id, attendance.eventId))
    .where(
      and(
        eq(attendance.userId, userId),
        eq(attendance.came, false),
        gte(events.toDate, noShowWindowStart(now)),
        lte(events.toDate, now),
      ),
    );
  return row?.n ?? 0;
}

async function recordOf(db: Db, userId: string) {
  const [row] = await db
    .select({
      came: sql<number>`count(*) filter (where ${attendance.came})::int`,
      marked: sql<number>`count(*)::int`,
    })
    .from(attendance)
    .where(eq(attendance.userId, userId));
  return { came: row?.came ?? 0, marked: row?.marked ?? 0 };
}

/** A member's record as other members see it; hidden like their profile (banned, blocked). */
export async function memberAttendance(opts: { db: Db; viewer: Viewer; userId: string }) {
  const { db, viewer, userId } = opts;
  const user = await findUser({ db, userId });
  const self = viewer.userId === userId;
  if (!user || (user.isBanned && viewer.role !== "admin")) throw notFound(MEMBER_NOT_FOUND);
  if (
    !self &&
    viewer.role !== "admin" &&
    (await isBlockedPair({ db, userA: viewer.userId, userB: userId }))
  ) {
    throw notFound(MEMBER_NOT_FOUND);
  }
  return recordOf(db, userId);
}

/** The member's own record with every no-show mark and every contested one, latest first. */
export async function myAttendance(opts: { db: Db; viewer: Viewer }) {
  const { db, viewer } = opts;
  const record = await recordOf(db, viewer.userId);
  const marks = await db
    .select({
      ...eventNameColumns,
      fromDate: events.fromDate,
      toDate: events.toDate,
      came: attendance.came,
      contestReason: attendance.contestReason,
      contestedAt: attendance.contestedAt,
      outcome: attendance.contestOutcome,
    })
    .from(attendance)
    .innerJoin(events, eq(events.id, attendance.eventId))
    .where(
      and(
        eq(attendance.userId, viewer.userId),
        sql`(${attendance.came} = false OR ${attendance.contestedAt} IS NOT NULL)`,
      ),
    )
    .orderBy(sql`${events.toDate} desc`);
  return { record, marks };
}

/** The member contests their own no-show mark, once, with a short reason. */
export async function contestMark(opts: {
  db: Db;
  viewer: Viewer;
  eventId: string;
  reason: string | undefined;
  now?: Date;
}): Promise<void> {
  const { db, viewer, eventId, now = new Date() } = opts;
  const reason = opts.reason?.trim() ?? "";
  if (!reason) throw badRequest(ATTENDANCE_MESSAGES.contestReasonRequired);
  if (reason.length > ATTENDANCE_RULES.contestReasonMaxLength) {
    throw badRequest(ATTENDANCE_MESSAGES.contestTooLong);
  }
  const mine = and(eq(attendance.eventId, eventId), eq(attendance.userId, viewer.userId));
  const [mark] = await db
    .select({ came: attendance.came, contestedAt: attendance.contestedAt })
    .from(attendance)
    .where(mine);
  if (!mark || mark.came) throw notFound(ATTENDANCE_MESSAGES.noMark);
  authorize(canContest(mark), conflict(ATTENDANCE_MESSAGES.alreadyContested));
  // The condition again in the update: two contests at once record one.
  const updated = await db
    .update(attendance)
    .set({ contestReason: reason, contestedAt: now })
    .where(and(mine, eq(attendance.came, false), isNull(attendance.contestedAt)))
    .returning({ userId: attendance.userId });
  if (updated.length === 0) throw conflict(ATTENDANCE_MESSAGES.alreadyContested);
}

/** Whether the member may review the event as far as showing up goes (ADR 0023). */
export async function attendanceAllowsReview(opts: {
  db: Db;
  eventId: string;
  userId: string;
}): Promise<boolean> {
  const rows = await opts.db
    .select({ userId: attendance.userId, came: attendance.came })
    .from(attendance)
    .where(eq(attendance.eventId, opts.eventId));
  // Before the host has marked, the accepted members review as before.
  if (rows.length === 0) return true;
  return rows.some((r) => r.userId === opts.userId && r.came);
}

/**
 * The members the host marked as not having come to the event (an overturned mark reads as came):
 * the group's costs leave them out of "the members who went" (issue 28 item 7).
 */
export async function noShowIds(opts: { db: Db; eventId: string }): Promise<string[]> {
  const rows = await opts.db
    .select({ userId: attendance.userId })
    .from(attendance)
    .where(and(eq(attendance.eventId, opts.eventId), eq(attendance.came, false)));
  return rows.map((r) => r.userId);
}

/** Contests waiting for an admin, oldest first. */
export async function openContests(opts: { db: Db }) {
  const member = alias(users, "member");
  const host = alias(users, "host");
  return opts.db
    .select({
      ...eventNameColumns,
      toDate: events.toDate,
      member: personColumns(member),
      host: personColumns(host),
      reason: attendance.contestReason,
      contestedAt: attendance.contestedAt,
      markedAt: attendance.markedAt,
    })
    .from(attendance)
    .innerJoin(events, eq(events.id, attendance.eventId))
    .innerJoin(member, eq(member.id, attendance.userId))
    .innerJoin(host, eq(host.id, events.createdBy))
    .where(and(isNotNull(attendance.contestedAt), isNull(attendance.contestResolvedAt)))
    .orderBy(asc(attendance.contestedAt));
}

export type ContestDecision = "uphold" | "overturn";

/** An admin upholds the mark (the no-show stands) or overturns it (the member came); audited. */
export async function resolveContest(
  opts: EventDeps & {
    adminId: string;
    eventId: string;
    userId: string;
    decision: string | undefined;
    now?: Date;
  },
): Promise<ContestDecision> {
  const { adminId, eventId, userId, now = new Date() } = opts;
  const decision = opts.decision;
  if (decision !== "uphold" && decision !== "overturn") throw badRequest(ATTENDANCE_MESSAGES.contestDecision);
  const outcome = decision === "uphold" ? "upheld" : "overturned";
  // The decision, its audit entry and what it tells (attendance.contest-decided) commit together.
  await opts.events.commit(async (tx, record) => {
    const resolved = await tx
      .update(attendance)
      .set({
        contestOutcome: outcome,
        contestResolvedAt: now,
        contestResolvedBy: adminId,
        ...(decision === "overturn" ? { came: true } : {}),
      })
      .where(
        and(
          eq(attendance.eventId, eventId),
          eq(attendance.userId, userId),
          isNotNull(attendance.contestedAt),
          isNull(attendance.contestResolvedAt),
        ),
      )
      .returning({ reason: attendance.contestReason });
    if (resolved.length === 0) throw notFound(ATTENDANCE_MESSAGES.contestNotFound);
    await audit({
      tx,
      actorId: adminId,
      action: decision === "uphold" ? "uphold-no-show" : "overturn-no-show",
      targetUserId: userId,
      targetEventId: eventId,
      details: { reason: resolved[0]!.reason },
    });
    record(contestDecided.of({ eventId, userId, adminId, outcome }, now));
  });
  return decision;
}

/**
 * Whether two members have been on an experience together (issue 38 item 8): the host and an accepted
 * member, or two accepted members, of the same listed event that has started and was not cancelled,
 * and neither marked by its host as not having come. One query, from each member's own events (their
 * accepted requests and their hosting, both indexed), whatever either has joined.
 */
export async function wentTogether(opts: { db: Db; memberA: string; memberB: string; now?: Date }) {
  const { db, memberA, memberB } = opts;
  const now = opts.now ?? new Date();
  const eventsOf = (memberId: string) => sql`(
    select p.event_id from ${participants} p where p.user_id = ${memberId} and p.request_status = 'accepted'
    union all
    select h.id from ${events} h where h.created_by = ${memberId})`;
  const [row] = await db
    .select({ met: sql<boolean>`true` })
    .from(events)
    .where(
      and(
        sql`${events.id} in ${eventsOf(memberA)}`,
        sql`${events.id} in ${eventsOf(memberB)}`,
        eq(events.status, "approved"),
        sql`${events.eventStatus} <> 'cancelled'`,
        lte(events.fromDate, now),
        sql`not exists (select 1 from ${attendance} a where a.event_id = ${events.id}
              and a.user_id in (${memberA}, ${memberB}) and not a.came)`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
