import { and, eq, or } from "drizzle-orm";
import { follows } from "../../db/schema";
import { memberBlocked } from "../../domain/safety";
import { subscribe } from "../../platform/events/subscriber";

/**
 * A block ends the follow between the two members, either way: whom a member cannot see they do not
 * follow, and lifting the block later does not bring the follow back. Deleting twice is harmless,
 * so no `once`.
 */
export const endFollowsOnBlock = subscribe(
  "follows.member-blocked",
  memberBlocked,
  async ({ blockerId, blockedId }, context) => {
    await context.db
      .delete(follows)
      .where(
        or(
          and(eq(follows.followerId, blockerId), eq(follows.hostId, blockedId)),
          and(eq(follows.followerId, blockedId), eq(follows.hostId, blockerId)),
        ),
      );
  },
);

export const followsBlockSubscribers = [endFollowsOnBlock];
