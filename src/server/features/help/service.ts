import { and, count, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { HELP_MESSAGES, MODERATION_MESSAGES } from "../../../shared/texts";
import type { Db, Tx } from "../../db/client";
import type { EventRow } from "../../db/event-columns";
import { helpRequests, users } from "../../db/schema";
import { AppError, badRequest, conflict, forbidden, notFound } from "../../platform/errors";
import { enqueue } from "../../platform/jobs/queue";
import type { Viewer } from "../auth/session-service";
import { myRequest } from "../events/participants";
import { viewableEvent } from "../events/service";
import { audit } from "../safety/audit";
import { findUser } from "../users/service";
import { trustedContactOf } from "./contact-service";
import { adminPushJob } from "./jobs";
import {
  CONTACT_PER_DAY,
  CONTACT_PER_EVENT_PER_HOUR,
  canAskHelp,
  DAY_MS,
  HELP_DETAILS_MAX,
  HOUR_MS,
  helpClosedReason,
  pointOf,
  REPORTS_PER_EVENT_PER_HOUR,
} from "./policy";
import { helpWords, type Reach, type Told, tellContact } from "./tell";

// "Help one tap away" (issue 38 item 7, ADR 0045): a member at an experience tells their trusted
// contact now, or reports to the team. Every use case takes the viewer; the event must be one they
// are at (host or accepted), in its window.

const tooMany = (message: string) => new AppError(429, message);

export type HelpSentRow = {
  kind: "contact" | "team";
  createdAt: Date;
  told: Told;
  location: boolean;
  /** Whom the member's words reached (a `contact` request). */
  contactName: string | null;
};

/** The experience, if the viewer is at it and Help is open now: 404 unseen, 403 not theirs, 409 closed. */
async function helpEvent(opts: { db: Db; viewer: Viewer; eventId: string; now: Date }): Promise<EventRow> {
  const event = await viewableEvent(opts);
  const seat = await myRequest({ db: opts.db, userId: opts.viewer.userId, eventId: event.id });
  if (!canAskHelp(opts.viewer.userId, event, seat)) throw forbidden(HELP_MESSAGES.notMember);
  const closed = helpClosedReason(event, opts.now);
  if (closed === "closed") throw conflict(HELP_MESSAGES.closed);
  if (closed === "early") throw conflict(HELP_MESSAGES.tooEarly);
  if (closed === "late") throw conflict(HELP_MESSAGES.tooLate);
  return event;
}

// One member's help at a time: the budgets are read and the row written under this lock.
const lockMember = (tx: Tx, userId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`help:${userId}`}))`);

async function countOf(tx: Tx, where: ReturnType<typeof and>): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(helpRequests).where(where);
  return row?.n ?? 0;
}

/**
 * "Tell my contact now": an SMS and an email to the member's trusted contact, naming the member, the
 * experience, its time and meeting point and, only when the member sent it, where they are now. The
 * row is written first (the budget counts it), the messages leave after its commit; when no channel
 * reached the contact, the row is withdrawn and the member told to try again (503).
 */
export async function askContact(opts: {
  db: Db;
  reach: Reach;
  viewer: Viewer;
  eventId: string;
  lat?: number | undefined;
  lng?: number | undefined;
  now: Date;
  onSendFailed?: (channel: "sms" | "email", error: unknown) => void;
}): Promise<HelpSentRow> {
  const { db, viewer, now } = opts;
  const event = await helpEvent(opts);
  const read = pointOf(opts.lat, opts.lng);
  if (!read.ok) throw badRequest(HELP_MESSAGES.badPoint);
  const contact = await trustedContactOf(db, viewer.userId);
  if (!contact) throw conflict(HELP_MESSAGES.noContact);
  const member = await findUser({ db, userId: viewer.userId });
  if (!member) throw notFound();
  const point = read.point;
  const outcome = await db.transaction(async (tx) => {
    await lockMember(tx, viewer.userId);
    const mine = and(eq(helpRequests.userId, viewer.userId), eq(helpRequests.kind, "contact"));
    const lastHour = gt(helpRequests.createdAt, new Date(now.getTime() - HOUR_MS));
    if (
      (await countOf(tx, and(mine, eq(helpRequests.eventId, event.id), lastHour))) >=
      CONTACT_PER_EVENT_PER_HOUR
    )
      return tooMany(HELP_MESSAGES.perHour);
    if (
      (await countOf(tx, and(mine, gt(helpRequests.createdAt, new Date(now.getTime() - DAY_MS))))) >=
      CONTACT_PER_DAY
    )
      return tooMany(HELP_MESSAGES.perDay);
    const [row] = await tx
      .insert(helpRequests)
      .values({
        eventId: event.id,
        userId: viewer.userId,
        kind: "contact",
        lat: point?.lat ?? null,
        lng: point?.lng ?? null,
        createdAt: now,
      })
      .returning({ id: helpRequests.id });
    return row!;
  });
  if (outcome instanceof AppError) throw outcome;
  const told = await tellContact(
    opts.reach,
    contact,
    helpWords(member.name, event, point),
    `help:${outcome.id}`,
    opts.onSendFailed,
  );
  if (!told.sms && !told.email) {
    await db.delete(helpRequests).where(eq(helpRequests.id, outcome.id));
    throw new AppError(503, HELP_MESSAGES.sendFailed);
  }
  return { kind: "contact", createdAt: now, told, location: point !== null, contactName: contact.name };
}

/**
 * "Report to the team": an urgent case at the top of the admins' queue (moderation's `help`
 * subject), and a push to every admin's devices, queued in the same transaction.
 */
export async function reportToTeam(opts: {
  db: Db;
  viewer: Viewer;
  eventId: string;
  details?: string | undefined;
  now: Date;
}): Promise<HelpSentRow> {
  const { db, viewer, now } = opts;
  const details = (opts.details ?? "").trim();
  if ([...details].length > HELP_DETAILS_MAX) throw badRequest(HELP_MESSAGES.detailsTooLong);
  const event = await helpEvent(opts);
  const outcome = await db.transaction(async (tx) => {
    await lockMember(tx, viewer.userId);
    const recent = and(
      eq(helpRequests.userId, viewer.userId),
      eq(helpRequests.eventId, event.id),
      eq(helpRequests.kind, "team"),
      gt(helpRequests.createdAt, new Date(now.getTime() - HOUR_MS)),
    );
    if ((await countOf(tx, recent)) >= REPORTS_PER_EVENT_PER_HOUR)
      return tooMany(HELP_MESSAGES.reportsPerHour);
    const [row] = await tx
      .insert(helpRequests)
      .values({ eventId: event.id, userId: viewer.userId, kind: "team", details, createdAt: now })
      .returning({ id: helpRequests.id });
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.role, "admin"),
          eq(users.isBanned, false),
          isNull(users.deletedAt),
          ne(users.id, viewer.userId),
        ),
      );
    if (admins.length > 0)
      await enqueue(
        tx,
        admins.map((a) => adminPushJob(row!.id, a.id)),
      );
    return row!;
  });
  if (outcome instanceof AppError) throw outcome;
  return {
    kind: "team",
    createdAt: now,
    told: { sms: false, email: false },
    location: false,
    contactName: null,
  };
}

/**
 * An admin closes an open help case (moderation's resolver): kept (nothing more to do) or acted
 * (handled). One conditional update, so of two admins at once exactly one wins; audited.
 */
export async function resolveHelpRequest(opts: {
  db: Db;
  adminId: string;
  requestId: string;
  decision: "keep" | "act";
  now?: Date;
}): Promise<void> {
  const { adminId, decision, now = new Date() } = opts;
  await opts.db.transaction(async (tx) => {
    const [closed] = await tx
      .update(helpRequests)
      .set({ resolvedAt: now, resolvedBy: adminId, outcome: decision === "act" ? "acted" : "kept" })
      .where(
        and(
          eq(helpRequests.id, opts.requestId),
          eq(helpRequests.kind, "team"),
          isNull(helpRequests.resolvedAt),
        ),
      )
      .returning({ userId: helpRequests.userId, eventId: helpRequests.eventId });
    if (!closed) throw notFound(MODERATION_MESSAGES.caseNotFound);
    await audit({
      tx,
      actorId: adminId,
      action: decision === "act" ? "act-help-request" : "keep-help-request",
      targetUserId: closed.userId,
      targetEventId: closed.eventId,
      details: { requestId: opts.requestId },
    });
  });
}
