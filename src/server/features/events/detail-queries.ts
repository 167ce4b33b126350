import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { eventColumns } from "../../db/event-columns";
import { blocks, events, participants, users } from "../../db/schema";
import { eventGroupId } from "../groups/queries";
import { oneDecimal } from "../users/host-rating";
import { myRequestColumns } from "./participants";
import { eventAverageRating } from "./ratings";
import { waitlistPlaceColumns, waitlistPlaceOf } from "./waitlist-service";

// The two statements the event page starts with, side by side (ADR 0050): each reads beside its
// main row what used to take a statement of its own.

// The event with its average rating and its group; null for an unknown id.
export async function detailedEvent(opts: { db: Db; eventId: string }) {
  const [found] = await opts.db
    .select({ row: eventColumns, averageRating: eventAverageRating, groupId: eventGroupId })
    .from(events)
    .where(eq(events.id, opts.eventId))
    .limit(1);
  return found ? { ...found, averageRating: oneDecimal(found.averageRating) } : null;
}

// Where the viewer stands on the event: their request, their place on its waitlist and how many
// wait, and the city they live in (what the distance is measured from).
export async function viewerStanding(opts: { db: Db; eventId: string; userId: string }) {
  const [found] = await opts.db
    .select({
      city: users.currentCity,
      mine: myRequestColumns,
      ...waitlistPlaceColumns(opts.eventId, opts.userId),
      // A block between the viewer and the host, either way: the listing is not theirs to open.
      blockedWithHost: sql<boolean>`exists (select 1 from ${events} e join ${blocks} b
        on (b.blocker_id = ${opts.userId} and b.blocked_id = e.created_by)
        or (b.blocker_id = e.created_by and b.blocked_id = ${opts.userId})
        where e.id = ${opts.eventId})`,
    })
    .from(users)
    .leftJoin(participants, and(eq(participants.eventId, opts.eventId), eq(participants.userId, users.id)))
    .where(eq(users.id, opts.userId))
    .limit(1);
  return {
    city: found?.city ?? null,
    mine: found?.mine ?? null,
    blockedWithHost: Boolean(found?.blockedWithHost),
    waitlist: waitlistPlaceOf(found ?? { waitlistCount: 0, waitlistPosition: 0 }),
  };
}
