import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { SHARE_MESSAGES } from "../../../shared/texts";
import type { Db, Tx } from "../../db/client";
import { checkIns, shareLinks } from "../../db/schema";
import { conflict, forbidden, notFound, refused } from "../../platform/errors";
import { enqueue } from "../../platform/jobs/queue";
import type { Viewer } from "../auth/session-service";
import { myRequest } from "../events/participants";
import { findEvent, viewableEvent } from "../events/service";
import { findUser } from "../users/service";
import { homeSafeCheckJob } from "./home-safe-job";
import {
  arrivalWindow,
  type CheckIn,
  canShare,
  homeSafeWindow,
  isGoing,
  isOpen,
  linkExpiry,
  linkWorks,
  type SafetyEvent,
} from "./policy";

// A safety contact (issue 15, ADR 0024): a member's private link to one experience, and their own
// check-in. The link's token is 32 random bytes (base64url); only its SHA-256 is stored, so the
// address is shown once, when it is made.

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

export type LinkRow = { id: string; createdAt: Date; expiresAt: Date };
export type MySafetyRow = {
  link: LinkRow | null;
  checkIn: CheckIn;
  event: SafetyEvent;
  now: Date;
};

// The event (404 when the viewer may not see it) and the viewer's seat, which must be accepted.
async function goingEvent(opts: { db: Db; viewer: Viewer; eventId: string }) {
  const event = await viewableEvent(opts);
  const seat = await myRequest({ db: opts.db, userId: opts.viewer.userId, eventId: event.id });
  if (!isGoing(seat)) throw forbidden(SHARE_MESSAGES.notGoing);
  return event;
}

async function activeLink(db: Db | Tx, eventId: string, userId: string, now: Date): Promise<LinkRow | null> {
  const [row] = await db
    .select({
      id: shareLinks.id,
      createdAt: shareLinks.createdAt,
      expiresAt: shareLinks.expiresAt,
    })
    .from(shareLinks)
    .where(and(eq(shareLinks.eventId, eventId), eq(shareLinks.userId, userId), isNull(shareLinks.revokedAt)))
    .limit(1);
  return row && row.expiresAt.getTime() > now.getTime() ? row : null;
}

export async function checkInOf(db: Db | Tx, eventId: string, userId: string): Promise<CheckIn> {
  const [row] = await db
    .select({ checkedInAt: checkIns.checkedInAt, homeSafeAt: checkIns.homeSafeAt })
    .from(checkIns)
    .where(and(eq(checkIns.eventId, eventId), eq(checkIns.userId, userId)));
  return row ?? null;
}

/** The viewer's own link (never its token) and check-in on an experience they joined. */
export async function mySafety(opts: {
  db: Db;
  viewer: Viewer;
  eventId: string;
  now?: Date;
}): Promise<MySafetyRow> {
  const { db, viewer, now = new Date() } = opts;
  const event = await goingEvent(opts);
  return {
    event,
    now,
    link: await activeLink(db, event.id, viewer.userId, now),
    checkIn: await checkInOf(db, event.id, viewer.userId),
  };
}

/**
 * A new link for a trusted contact. The member's previous link stops working (one active link per
 * member and event: the token cannot be shown again, so "share" always makes a fresh one). The
 * check-in row is upserted first: it locks, so two taps at once end with one active link. The
 * "Home safe?" prompt at the event's end is queued with the first link (its dedup key names the
 * member, the event and its end).
 */
export async function createShareLink(opts: {
  db: Db;
  viewer: Viewer;
  eventId: string;
  now?: Date;
}): Promise<{ link: LinkRow; token: string }> {
  const { db, viewer, now = new Date() } = opts;
  const event = await goingEvent(opts);
  if (!isOpen(event)) throw conflict(SHARE_MESSAGES.closed);
  if (!canShare(event, now)) throw conflict(SHARE_MESSAGES.over);
  const token = newToken();
  const link = await db.transaction(async (tx) => {
    await tx
      .insert(checkIns)
      .values({ eventId: event.id, userId: viewer.userId })
      .onConflictDoUpdate({ target: [checkIns.eventId, checkIns.userId], set: { eventId: event.id } });
    await tx
      .update(shareLinks)
      .set({ revokedAt: now })
      .where(
        and(
          eq(shareLinks.eventId, event.id),
          eq(shareLinks.userId, viewer.userId),
          isNull(shareLinks.revokedAt),
        ),
      );
    const [row] = await tx
      .insert(shareLinks)
      .values({
        eventId: event.id,
        userId: viewer.userId,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: linkExpiry(event),
      })
      .returning({ id: shareLinks.id, createdAt: shareLinks.createdAt, expiresAt: shareLinks.expiresAt });
    await enqueue(tx, homeSafeCheckJob({ eventId: event.id, userId: viewer.userId, endsAt: event.toDate }));
    return row!;
  });
  return { link, token };
}

/** Stop sharing. Only the link's creator; anyone else's (or an unknown id) is not acknowledged. */
export async function revokeShareLink(opts: { db: Db; viewer: Viewer; linkId: string; now?: Date }) {
  const { db, viewer, linkId, now = new Date() } = opts;
  const [link] = await db
    .select({ id: shareLinks.id, revokedAt: shareLinks.revokedAt })
    .from(shareLinks)
    .where(and(eq(shareLinks.id, linkId), eq(shareLinks.userId, viewer.userId)));
  if (!link) throw notFound(SHARE_MESSAGES.linkNotFound);
  // A second tap finds it stopped already: the same answer.
  if (link.revokedAt === null)
    await db
      .update(shareLinks)
      .set({ revokedAt: now })
      .where(and(eq(shareLinks.id, link.id), isNull(shareLinks.revokedAt)));
}

/**
 * "I've arrived" (on the day, until the end) or "I'm home safe" (from the first day until the link
 * would expire). The first tap's time is kept; a second tap changes nothing.
 */
export async function checkIn(opts: {
  db: Db;
  viewer: Viewer;
  eventId: string;
  step: "arrived" | "home_safe";
  now?: Date;
}): Promise<MySafetyRow> {
  const { db, viewer, step, now = new Date() } = opts;
  const event = await goingEvent(opts);
  if (!isOpen(event)) throw conflict(SHARE_MESSAGES.closed);
  if (step === "arrived") {
    const window = arrivalWindow(event, now);
    if (window === "early") throw conflict(SHARE_MESSAGES.arriveTooEarly);
    if (window === "late") throw conflict(SHARE_MESSAGES.arriveTooLate);
  } else {
    const window = homeSafeWindow(event, now);
    if (window === "early") throw conflict(SHARE_MESSAGES.homeSafeTooEarly);
    if (window === "late") throw conflict(SHARE_MESSAGES.homeSafeTooLate);
  }
  const column = step === "arrived" ? "checkedInAt" : "homeSafeAt";
  await db
    .insert(checkIns)
    .values({ eventId: event.id, userId: viewer.userId, [column]: now })
    .onConflictDoNothing();
  await db
    .update(checkIns)
    .set({ [column]: now })
    .where(
      and(
        eq(checkIns.eventId, event.id),
        eq(checkIns.userId, viewer.userId),
        isNull(step === "arrived" ? checkIns.checkedInAt : checkIns.homeSafeAt),
      ),
    );
  return mySafety({ db, viewer, eventId: event.id, now });
}

export type SharedRow = {
  event: SafetyEvent & {
    name: string;
    city: string;
    state: string;
    time: string;
    meetingPlace: string | null;
    meetingAddress: string | null;
  };
  host: { name: string; avatar: string | null };
  checkIn: CheckIn;
  expiresAt: Date;
  now: Date;
};

/**
 * What a trusted contact sees, with no account. Any token that does not open a working link (unknown,
 * malformed, revoked, expired, or its member no longer holds their seat or is banned) is the same 404.
 */
export async function sharedExperience(opts: { db: Db; token: string; now?: Date }): Promise<SharedRow> {
  const { db, token, now = new Date() } = opts;
  // A link that opens nothing is a refused credential, counted against the address (ADR 0048).
  const gone = refused("shareLink", 404, SHARE_MESSAGES.linkNotFound);
  if (!TOKEN.test(token)) throw gone;
  const [link] = await db
    .select({
      eventId: shareLinks.eventId,
      userId: shareLinks.userId,
      expiresAt: shareLinks.expiresAt,
      revokedAt: shareLinks.revokedAt,
      createdAt: shareLinks.createdAt,
    })
    .from(shareLinks)
    .where(eq(shareLinks.tokenHash, hashToken(token)));
  if (!link) throw gone;
  const event = await findEvent({ db, eventId: link.eventId });
  const seat = await myRequest({ db, userId: link.userId, eventId: link.eventId });
  if (!event || !linkWorks(link, event, seat, now)) throw gone;
  const member = await findUser({ db, userId: link.userId });
  const host = await findUser({ db, userId: event.createdBy });
  if (!member || member.isBanned || !host) throw gone;
  return {
    event,
    host: { name: host.name, avatar: host.avatar },
    checkIn: await checkInOf(db, event.id, link.userId),
    expiresAt: link.expiresAt,
    now,
  };
}
