import { and, eq, isNull, ne, notExists, or, sql } from "drizzle-orm";
import type { EventCategory } from "../../../shared/options";
import type { Db, Tx } from "../../db/client";
import { blocks, events, follows, users } from "../../db/schema";
import { listingApproved } from "../../domain/listings";
import { subscribe } from "../../platform/events/subscriber";
import { recordNotifications } from "../inbox/notifications-service";

// A host's followers hear of each listing of theirs that goes live (issue 27 item 7, ADR 0030).

const WOMEN_ONLY = "Women-Only Trips" satisfies EventCategory;

/**
 * The followers of `hostId` to tell of a listing: not banned or deleted (a deleted member is banned
 * too), no block either way, and for a women-only trip, women only (whom it could take).
 */
export async function followersToTell(
  tx: Db | Tx,
  opts: { hostId: string; womenOnly: boolean },
): Promise<string[]> {
  // Correlated on the outer row, named in raw SQL: drizzle leaves the columns of a single-table
  // select unqualified.
  const follower = sql`"follows"."follower_id"`;
  const blocked = tx
    .select({ blocker: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, follower), eq(blocks.blockedId, opts.hostId)),
        and(eq(blocks.blockerId, opts.hostId), eq(blocks.blockedId, follower)),
      ),
    );
  const rows = await tx
    .select({ id: follows.followerId })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followerId))
    .where(
      and(
        eq(follows.hostId, opts.hostId),
        eq(users.isBanned, false),
        isNull(users.deletedAt),
        opts.womenOnly ? eq(users.gender, "female") : undefined,
        notExists(blocked),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * An approved listing: each follower of its host is told, in one insert however many they are.
 * Who follows is read when this runs, not carried in the event: a member who unfollowed or blocked
 * the host in between is not told, and one who followed a moment before the approval is. `once`
 * is the listing, so a redelivered approval tells nobody twice (the handled mark) and sends no
 * second push or email (delivery's key).
 */
export const notifyFollowersOfListing = subscribe(
  "follows.listing-approved",
  listingApproved,
  async ({ eventId, hostId }, context, event) => {
    await context.once(async (tx, record) => {
      // Still live: a listing closed before this ran is news to nobody.
      const [listing] = await tx
        .select({ category: events.category })
        .from(events)
        .where(
          and(eq(events.id, eventId), eq(events.status, "approved"), ne(events.eventStatus, "cancelled")),
        );
      if (!listing) return;
      const followerIds = await followersToTell(tx, { hostId, womenOnly: listing.category === WOMEN_ONLY });
      await recordNotifications(
        tx,
        record,
        followerIds.map((userId) => ({
          userId,
          kind: "host_listed",
          eventId,
          actorId: hostId,
          once: eventId,
        })),
        event.at,
      );
    });
  },
);

export const followsListingSubscribers = [notifyFollowersOfListing];
