import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { events } from "./events";
import { belongsTo, createdAt, id } from "./helpers";
import { users } from "./users";

// How far a member has read each thread: the other member's id for a direct thread, or a group.
// Unread counts are the messages from others newer than this mark.
export const chatReads = pgTable(
  "chat_reads",
  {
    userId: belongsTo("user_id", () => users.id),
    // "user:{id}" or "group:{id}": one key space so one row per thread.
    thread: text("thread").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.thread] })],
);

// Things that happened to a member outside chat: requests and their answers, admin decisions,
// reminders of an event ahead and the nudge to review it after, a seat offered from the waitlist
// (and its offer lapsing), and a no-show mark with what became of it.
// New messages are not stored here; the list derives them from unread threads.
export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: belongsTo("user_id", () => users.id),
    kind: text("kind").notNull(),
    eventId: belongsTo("event_id", () => events.id),
    // Who caused it (the requester for request_received); null for admin decisions.
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
    // Quiet hours hold its push or email until this instant; the member's one delivery of that
    // morning sends what is still true, in order (issue 25 item 10). Null once sent or never held.
    heldUntil: timestamp("held_until", { withTimezone: true }),
    // Further experiences it names after its own event, in order (the weekly "New near you" lists
    // the top few, issue 27 item 7); null for every other kind.
    relatedEventIds: uuid("related_event_ids").array(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt),
    index("notifications_held_idx").on(t.userId, t.heldUntil),
    check(
      "notifications_kind_ck",
      sql`${t.kind} in ('request_received','request_accepted','request_rejected','event_approved','event_rejected','event_cancelled','event_reminder_24h','event_reminder_2h','review_nudge','home_safe_check','waitlist_offered','waitlist_offer_expired','no_show_marked','no_show_warning','no_show_upheld','no_show_overturned','host_listed','new_near_you','payment_recorded')`,
    ),
  ],
);
