import { and, asc, desc, eq, inArray, isNotNull, lt, ne, or } from "drizzle-orm";
import { unansweredQuiz } from "../../../shared/onboarding";
import { DELETED_MEMBER, MEMBER_NOT_FOUND, UPI_MESSAGES } from "../../../shared/texts";
import { readUpiId } from "../../../shared/upi-id";
import type { Db, Tx } from "../../db/client";
import { events, participants, userImages, users } from "../../db/schema";
import { deleteStoredImages, unnamedImageKeys } from "../../platform/database-storage";
import { badRequest, notFound } from "../../platform/errors";
import type { Viewer } from "../auth/session-service";
import { followState } from "../follows/service";
import { isBlockedPair } from "../safety/service";
import { hostRating } from "./host-rating";
import { canSeeBanned, canSeePrivateDetails, isPhoneVerified } from "./policy";

export type UserRow = typeof users.$inferSelect;
export type EventSummaryRow = Pick<
  typeof events.$inferSelect,
  "id" | "name" | "image" | "category" | "fromDate" | "toDate" | "city" | "state"
>;

export type UserProfile = {
  user: UserRow;
  profileImages: string[];
  eventsHosted: EventSummaryRow[];
  eventsAttended: EventSummaryRow[];
  hostRating: number | null;
  /** Whether the viewer follows the member, and how many members do (issue 27 item 7). */
  following: boolean;
  followers: number;
};

const summaryColumns = {
  id: events.id,
  name: events.name,
  image: events.image,
  category: events.category,
  fromDate: events.fromDate,
  toDate: events.toDate,
  city: events.city,
  state: events.state,
};

// Of these members, those who are not banned (who may still receive pushes).
export async function activeUserIds(opts: { db: Db; userIds: string[] }): Promise<string[]> {
  if (opts.userIds.length === 0) return [];
  const rows = await opts.db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, opts.userIds), eq(users.isBanned, false)));
  return rows.map((r) => r.id);
}

// Whether the member shows and sees read marks in chat (issue 28 item 3); chat reads the column in
// its own queries of who has read a thread.
export async function readReceiptsOf(opts: { db: Db | Tx; userId: string }): Promise<boolean> {
  const [row] = await opts.db.select({ on: users.readReceipts }).from(users).where(eq(users.id, opts.userId));
  return row?.on ?? true;
}

export async function setReadReceipts(opts: { db: Db | Tx; userId: string; on: boolean }): Promise<void> {
  await opts.db.update(users).set({ readReceipts: opts.on }).where(eq(users.id, opts.userId));
}

export async function findUser(opts: { db: Db; userId: string }): Promise<UserRow | null> {
  const [row] = await opts.db.select().from(users).where(eq(users.id, opts.userId)).limit(1);
  return row ?? null;
}

// A member's profile as the viewer may see it. Others see approved events only; a banned member
// is visible to admins alone.
export async function getUserProfile(opts: {
  db: Db;
  userId: string;
  viewer: Viewer;
}): Promise<UserProfile | null> {
  const { db, userId, viewer } = opts;
  const user = await findUser({ db, userId });
  // A deleted member's row is a tombstone: nobody opens it (ADR 0025).
  if (!user || user.deletedAt) return null;
  const privileged = canSeePrivateDetails(viewer, userId);
  if (user.isBanned && !canSeeBanned(viewer)) return null;
  if (!privileged && (await isBlockedPair({ db, userA: viewer.userId, userB: userId }))) return null;

  const hostedWhere = privileged
    ? eq(events.createdBy, userId)
    : and(eq(events.createdBy, userId), eq(events.status, "approved"));
  const [images, hosted, attended, rating, follow] = await Promise.all([
    db
      .select({ image: userImages.image })
      .from(userImages)
      .where(eq(userImages.userId, userId))
      .orderBy(asc(userImages.position)),
    db.select(summaryColumns).from(events).where(hostedWhere).orderBy(desc(events.fromDate)),
    db
      .select(summaryColumns)
      .from(participants)
      .innerJoin(events, eq(events.id, participants.eventId))
      .where(
        and(
          eq(participants.userId, userId),
          eq(participants.requestStatus, "accepted"),
          inArray(events.status, ["approved"]),
          // Attended means it happened: over (past its end, or marked completed) and not cancelled.
          ne(events.eventStatus, "cancelled"),
          or(lt(events.toDate, new Date()), eq(events.eventStatus, "completed")),
        ),
      )
      .orderBy(desc(events.fromDate)),
    hostRating({ db, userId }),
    followState({ db, viewerId: viewer.userId, userId }),
  ]);
  return {
    user,
    profileImages: images.map((i) => i.image),
    eventsHosted: hosted,
    eventsAttended: attended,
    hostRating: rating,
    following: follow.following,
    followers: follow.followers,
  };
}

// GET /users/:id: the profile, or 404 for an unknown, hidden or malformed id.
export async function viewProfile(opts: { db: Db; viewer: Viewer; userId: string }): Promise<UserProfile> {
  const profile = await getUserProfile(opts);
  if (!profile) throw notFound(MEMBER_NOT_FOUND);
  return profile;
}

// The member changes their own profile: their UPI ID (issue 28 item 7), already checked for form by
// the contract; blank removes it. Answers what is stored now.
export async function updateOwnProfile(opts: {
  db: Db;
  viewer: Viewer;
  input: { upiId: string };
}): Promise<{ upiId: string | null }> {
  const { db, viewer, input } = opts;
  const read = readUpiId(input.upiId);
  if (!read.ok) throw badRequest(UPI_MESSAGES.invalid);
  const [row] = await db
    .update(users)
    .set({ upiId: read.upiId })
    .where(eq(users.id, viewer.userId))
    .returning({ upiId: users.upiId });
  return { upiId: row?.upiId ?? null };
}

// The member's phone as the phone check reads it (features/phone, ADR 0041).
export async function phoneOf(opts: { db: Db | Tx; userId: string }) {
  const [row] = await opts.db
    .select({ mobileNo: users.mobileNo, phoneE164: users.phoneE164, phoneVerifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.id, opts.userId));
  return row ? { ...row, phoneVerified: isPhoneVerified(row) } : null;
}

/** Whether another account (banned ones included, deleted ones not: they were erased) holds this verified number. */
export async function numberVerifiedByAnother(opts: { db: Db | Tx; phoneE164: string; userId: string }) {
  const [row] = await opts.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.phoneE164, opts.phoneE164), isNotNull(users.phoneVerifiedAt), ne(users.id, opts.userId)),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * The number a code proved becomes the member's mobile number, verified. The unique index on
 * verified numbers refuses a second account (the caller turns that into "already in use"). The
 * number verified before, if another, is let go with it.
 */
export async function setVerifiedPhone(opts: {
  tx: Tx;
  userId: string;
  phoneE164: string;
  mobileNo: string;
  now: Date;
}): Promise<void> {
  await opts.tx
    .update(users)
    .set({ mobileNo: opts.mobileNo, phoneE164: opts.phoneE164, phoneVerifiedAt: opts.now })
    .where(eq(users.id, opts.userId));
}

// The photo check (issue 38 item 4, ADR 0044): an admin's approval marks the member photo verified.
export async function setPhotoVerified(opts: { tx: Tx; userId: string; now: Date }): Promise<void> {
  await opts.tx.update(users).set({ photoVerifiedAt: opts.now }).where(eq(users.id, opts.userId));
}

/**
 * The member's avatar changes: a photo check compared the old face, so it no longer holds (ADR
 * 0044). Every path that changes `users.avatar` after registration goes through here.
 */
export async function setAvatar(opts: { tx: Db | Tx; userId: string; avatar: string }): Promise<void> {
  await opts.tx
    .update(users)
    .set({ avatar: opts.avatar, photoVerifiedAt: null })
    .where(eq(users.id, opts.userId));
}

/** Whether the member is photo verified now (the check's status reads it). */
export async function photoVerifiedAtOf(opts: { db: Db | Tx; userId: string }): Promise<Date | null> {
  const [row] = await opts.db
    .select({ at: users.photoVerifiedAt })
    .from(users)
    .where(eq(users.id, opts.userId));
  return row?.at ?? null;
}

/** Members' profile pictures (after the avatar), in order, for many members in one query. */
export async function profilePicturesOf(opts: {
  db: Db | Tx;
  userIds: string[];
}): Promise<Map<string, string[]>> {
  const byUser = new Map<string, string[]>(opts.userIds.map((id) => [id, []]));
  if (opts.userIds.length === 0) return byUser;
  const rows = await opts.db
    .select({ userId: userImages.userId, image: userImages.image })
    .from(userImages)
    .where(inArray(userImages.userId, opts.userIds))
    .orderBy(asc(userImages.userId), asc(userImages.position));
  for (const row of rows) byUser.get(row.userId)?.push(row.image);
  return byUser;
}

// Deletes a member's profile (ADR 0025), in the deletion's transaction: every personal field is
// erased, the sign-in identity unlinked (the same Google or development account signing in again
// meets onboarding as a new member), the profile pictures deleted with their stored bytes, and the
// row kept as a tombstone named DELETED_MEMBER, banned so every list that hides banned members hides
// it, so the messages, reviews and past seats that point at it keep their link. Answers the keys of
// the stored pictures erased (with their copies), for the memory caches to forget after the commit.
export async function eraseProfile(opts: { tx: Tx; userId: string; now: Date }): Promise<string[]> {
  const { tx, userId, now } = opts;
  const [user] = await tx.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId));
  const pictures = await tx
    .delete(userImages)
    .where(eq(userImages.userId, userId))
    .returning({ image: userImages.image });
  await tx
    .update(users)
    .set({
      issuer: "deleted",
      subject: userId,
      email: "",
      name: DELETED_MEMBER,
      username: `deleted-${userId}`,
      avatar: null,
      gender: "other",
      currentCity: "",
      currentCountry: "",
      mobileNo: "",
      dateOfBirth: "1900-01-01",
      role: "member",
      isBanned: true,
      trustVerification: false,
      socialLinks: {},
      upiId: null,
      phoneE164: null,
      phoneVerifiedAt: null,
      photoVerifiedAt: null,
      ...unansweredQuiz(),
      profileDetails: {},
      deletedAt: now,
    })
    .where(eq(users.id, userId));
  const keys = [user?.avatar, ...pictures.map((p) => p.image)].filter(
    (key): key is string => Boolean(key) && !key!.startsWith("/"),
  );
  // Content-addressed: the same picture may be another member's too (or an event's cover, a chat
  // photo); those stay.
  return deleteStoredImages(tx, await unnamedImageKeys(tx, keys));
}

// Members who deleted their account before `before` (for the prune of the flags kept about them).
export async function membersDeletedBefore(opts: { db: Db; before: Date }): Promise<string[]> {
  const rows = await opts.db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.deletedAt), lt(users.deletedAt, opts.before)));
  return rows.map((row) => row.id);
}
