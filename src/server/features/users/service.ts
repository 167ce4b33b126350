import { and, asc, desc, eq, inArray, lt, ne, or } from "drizzle-orm";
import { MEMBER_NOT_FOUND } from "../../../shared/texts";
import type { Db } from "../../db/client";
import { events, participants, userImages, users } from "../../db/schema";
import { notFound } from "../../platform/errors";
import { isUuid } from "../../platform/ids";
import type { Viewer } from "../auth/session-service";
import { hostRating } from "../events/ratings";
import { isBlockedPair } from "../safety/service";
import { canSeeBanned, canSeePrivateDetails } from "./policy";

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
  if (!user) return null;
  const privileged = canSeePrivateDetails(viewer, userId);
  if (user.isBanned && !canSeeBanned(viewer)) return null;
  if (!privileged && (await isBlockedPair({ db, userA: viewer.userId, userB: userId }))) return null;

  const hostedWhere = privileged
    ? eq(events.createdBy, userId)
    : and(eq(events.createdBy, userId), eq(events.status, "approved"));
  const [images, hosted, attended, rating] = await Promise.all([
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
  ]);
  return {
    user,
    profileImages: images.map((i) => i.image),
    eventsHosted: hosted,
    eventsAttended: attended,
    hostRating: rating,
  };
}

// GET /users/:id: the profile, or 404 for an unknown, hidden or malformed id.
export async function viewProfile(opts: { db: Db; viewer: Viewer; userId: string }): Promise<UserProfile> {
  const profile = isUuid(opts.userId) ? await getUserProfile(opts) : null;
  if (!profile) throw notFound(MEMBER_NOT_FOUND);
  return profile;
}
