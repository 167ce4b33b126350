import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { FollowState } from "../../../shared/contracts/follows";
import { FOLLOW_MESSAGES, MEMBER_NOT_FOUND } from "../../../shared/texts";
import type { Db } from "../../db/client";
import { follows, users } from "../../db/schema";
import { authorize, badRequest, notFound } from "../../platform/errors";
import type { Viewer } from "../auth/session-service";
import { isBlockedPair } from "../safety/service";
import { canFollow } from "./policy";

// Following a host (issue 27 item 7): a member follows another to be told of their new listings
// (listing-subscribers.ts). Whom the viewer cannot see, they cannot follow or unfollow: an unknown,
// banned or deleted member, or one on the other side of a block, answers the profile's 404.

async function visibleMember(db: Db, viewer: Viewer, userId: string): Promise<void> {
  authorize(canFollow(viewer.userId, userId), badRequest(FOLLOW_MESSAGES.followSelf));
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isBanned, false), isNull(users.deletedAt)));
  if (!row || (await isBlockedPair({ db, userA: viewer.userId, userB: userId })))
    throw notFound(MEMBER_NOT_FOUND);
}

/** Whether `viewerId` follows `userId`, and how many members (not banned or deleted) do. */
export async function followState(opts: { db: Db; viewerId: string; userId: string }): Promise<FollowState> {
  const { db, viewerId, userId } = opts;
  const [row] = await db
    .select({
      followers: sql<number>`count(*)::int`,
      following: sql<boolean>`coalesce(bool_or(${follows.followerId} = ${viewerId}), false)`,
    })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followerId))
    .where(and(eq(follows.hostId, userId), eq(users.isBanned, false)));
  return { following: Boolean(row?.following), followers: Number(row?.followers ?? 0) };
}

/** PUT /users/:id/follow: following again changes nothing. */
export async function followMember(opts: { db: Db; viewer: Viewer; userId: string }): Promise<FollowState> {
  const { db, viewer, userId } = opts;
  await visibleMember(db, viewer, userId);
  await db.insert(follows).values({ followerId: viewer.userId, hostId: userId }).onConflictDoNothing();
  return followState({ db, viewerId: viewer.userId, userId });
}

/** DELETE /users/:id/follow: unfollowing a member one does not follow changes nothing. */
export async function unfollowMember(opts: { db: Db; viewer: Viewer; userId: string }): Promise<FollowState> {
  const { db, viewer, userId } = opts;
  await visibleMember(db, viewer, userId);
  await db.delete(follows).where(and(eq(follows.followerId, viewer.userId), eq(follows.hostId, userId)));
  return followState({ db, viewerId: viewer.userId, userId });
}

/**
 * The hosts each of these members follows, in one query (the weekly digest's batch: a followed
 * host's trip is news at any distance). Members who follow nobody are absent.
 */
export async function followedHostsOf(
  db: Db,
  followerIds: readonly string[],
): Promise<Map<string, Set<string>>> {
  const byFollower = new Map<string, Set<string>>();
  if (followerIds.length === 0) return byFollower;
  const rows = await db
    .select({ followerId: follows.followerId, hostId: follows.hostId })
    .from(follows)
    .where(inArray(follows.followerId, [...followerIds]));
  for (const row of rows) {
    const hosts = byFollower.get(row.followerId) ?? new Set<string>();
    hosts.add(row.hostId);
    byFollower.set(row.followerId, hosts);
  }
  return byFollower;
}
