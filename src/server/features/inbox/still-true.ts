import { and, eq, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { attendance, blocks, participants, settlements } from "../../db/schema";
import type { StoredKind } from "./notification-rows";

// Whether a notification still tells the truth when its push or email leaves (issue 25 item 10).
// Quiet hours hold a night's deliveries until the morning, and a retry can delay one by minutes:
// by then the request may be answered, the listing closed, the mark corrected. A delivery that no
// longer holds is dropped (the bell keeps it, as the history of what happened); the notice of what
// superseded it goes out instead. One small rule per kind, each reading the current state.

// The notification as just read, with its listing's state read in the same query: the rules that
// ask whether the listing still runs cost no second read (each push and email asks).
type Told = {
  kind: string;
  userId: string;
  eventId: string;
  actorId: string | null;
  listingStatus: string;
  listingEventStatus: string;
};

async function requestStatus(db: Db, eventId: string, userId: string | null) {
  if (!userId) return undefined;
  const [row] = await db
    .select({ status: participants.requestStatus, fromWaitlist: participants.fromWaitlist })
    .from(participants)
    .where(and(eq(participants.eventId, eventId), eq(participants.userId, userId)));
  return row;
}

const isRunning = (n: Told) => n.listingStatus === "approved" && n.listingEventStatus !== "cancelled";

const RULES: Record<StoredKind, (db: Db, n: Told) => Promise<boolean>> = {
  // The seeker still waits for an answer, on a listing still running.
  request_received: async (db, n) =>
    isRunning(n) && (await requestStatus(db, n.eventId, n.actorId))?.status === "requested",
  // Still in, and the experience still on: "You're in!" is not sent after a cancellation.
  request_accepted: async (db, n) =>
    isRunning(n) && (await requestStatus(db, n.eventId, n.userId))?.status === "accepted",
  request_rejected: async () => true,
  // "Approved and now listed" only while it is listed.
  event_approved: async (_db, n) => isRunning(n),
  event_rejected: async (_db, n) => n.listingStatus === "rejected",
  event_cancelled: async () => true,
  // Reminders are never held; a retried one is not sent for a cancelled experience.
  event_reminder_24h: async (_db, n) => isRunning(n),
  event_reminder_2h: async (_db, n) => isRunning(n),
  review_nudge: async () => true,
  home_safe_check: async () => true,
  // The offer still waits for the host.
  waitlist_offered: async (db, n) => {
    const request = await requestStatus(db, n.eventId, n.userId);
    return isRunning(n) && request?.status === "requested" && request.fromWaitlist;
  },
  waitlist_offer_expired: async () => true,
  // The mark still reads "did not come" (a host's correction or an admin's overturn undoes it).
  no_show_marked: (db, n) => stillNoShow(db, n),
  no_show_warning: (db, n) => stillNoShow(db, n),
  no_show_upheld: async () => true,
  no_show_overturned: async () => true,
  // Worth telling while the listing is open, and not about a host the member blocked (or who
  // blocked them) since.
  host_listed: async (db, n) => isRunning(n) && !(await blockedPair(db, n)),
  // The digest names its best new listing: not once that listing has closed.
  new_near_you: async (_db, n) => isRunning(n),
  // A payment is worth confirming while one from that member waits, neither received nor withdrawn.
  payment_recorded: (db, n) => paymentWaiting(db, n),
};

async function blockedPair(db: Db, n: Told) {
  if (!n.actorId) return false;
  const [row] = await db
    .select({ blocker: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, n.userId), eq(blocks.blockedId, n.actorId)),
        and(eq(blocks.blockerId, n.actorId), eq(blocks.blockedId, n.userId)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

async function stillNoShow(db: Db, n: Told) {
  const [mark] = await db
    .select({ came: attendance.came })
    .from(attendance)
    .where(and(eq(attendance.eventId, n.eventId), eq(attendance.userId, n.userId)));
  return mark?.came === false;
}

/** Whether the notification still holds now; unknown kinds are sent as they are. */
export function stillTrue(db: Db, notification: Told): Promise<boolean> {
  const rule = RULES[notification.kind as StoredKind];
  return rule ? rule(db, notification) : Promise.resolve(true);
}

// A payment the actor recorded to the member for this experience, still waiting to be marked received.
async function paymentWaiting(db: Db, n: Told) {
  if (!n.actorId) return false;
  const [row] = await db
    .select({ id: settlements.id })
    .from(settlements)
    .where(
      and(
        eq(settlements.eventId, n.eventId),
        eq(settlements.fromUser, n.actorId),
        eq(settlements.toUser, n.userId),
        isNull(settlements.receivedAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}
