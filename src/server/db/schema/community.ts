import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { events } from "./events";
import { belongsTo, createdAt, id, timestamps } from "./helpers";
import { users } from "./users";

export const flags = pgTable(
  "flags",
  {
    id: id(),
    userId: belongsTo("user_id", () => users.id),
    // Null for a flag the app raised itself (repeated no-shows, ADR 0023).
    reportedBy: uuid("reported_by").references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
    // Set when an admin unflags; the row is kept for the record.
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    // One open flag per reporter and member.
    uniqueIndex("flags_open_uq").on(t.userId, t.reportedBy).where(sql`${t.resolvedAt} IS NULL`),
    // One open automatic flag per member (NULL reporters are distinct in the index above).
    uniqueIndex("flags_open_auto_uq")
      .on(t.userId)
      .where(sql`${t.resolvedAt} IS NULL AND ${t.reportedBy} IS NULL`),
    index("flags_user_idx").on(t.userId),
    check("flags_not_self_ck", sql`${t.userId} <> ${t.reportedBy}`),
  ],
);

// Scores an admin assigns by hand. The pair is stored once, smaller id first, so A-B and B-A agree.
export const compatibilityScores = pgTable(
  "compatibility_scores",
  {
    id: id(),
    userLow: belongsTo("user_low", () => users.id),
    userHigh: belongsTo("user_high", () => users.id),
    score: integer("score").notNull(),
    reason: text("reason").notNull().default(""),
    assignedBy: uuid("assigned_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("compatibility_pair_uq").on(t.userLow, t.userHigh),
    index("compatibility_high_idx").on(t.userHigh),
    check("compatibility_order_ck", sql`${t.userLow} < ${t.userHigh}`),
    check("compatibility_score_ck", sql`${t.score} BETWEEN 0 AND 100`),
  ],
);

// One chat group per event.
export const groups = pgTable(
  "groups",
  {
    id: id(),
    eventId: belongsTo("event_id", () => events.id),
    groupName: text("group_name").notNull(),
    // The one message the host pinned to the top of the group (issue 28 item 4).
    pinnedMessageId: uuid("pinned_message_id").references((): AnyPgColumn => messages.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("groups_event_uq").on(t.eventId)],
);

export const groupMembers = pgTable(
  "group_members",
  {
    groupId: belongsTo("group_id", () => groups.id),
    userId: belongsTo("user_id", () => users.id),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index("group_members_user_idx").on(t.userId)],
);

// Direct messages have a recipient; group messages have a group. Never both.
export const messages = pgTable(
  "messages",
  {
    id: id(),
    senderId: belongsTo("sender_id", () => users.id),
    recipientId: uuid("recipient_id").references(() => users.id, { onDelete: "cascade" }),
    groupId: uuid("group_id").references(() => groups.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    // A photo's image key (ADR 0018); its content is then the caption, possibly empty.
    image: text("image"),
    // The message this one answers; the quote survives only while the original does.
    replyToId: uuid("reply_to_id").references((): AnyPgColumn => messages.id, { onDelete: "set null" }),
    // The sender's own id for the message, so a resend from the outbox is stored once (item 5).
    clientId: uuid("client_id"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("messages_client_uq").on(t.senderId, t.clientId),
    check("messages_target_ck", sql`(${t.recipientId} IS NULL) <> (${t.groupId} IS NULL)`),
    index("messages_group_idx").on(t.groupId, t.createdAt),
    index("messages_direct_idx").on(t.senderId, t.recipientId, t.createdAt),
    index("messages_inbox_idx").on(t.recipientId, t.createdAt),
    // Who wrote to a member, one probe per writer, and each pair's newest message in one probe,
    // ties broken by id (the chat list's loose index scan, ADR 0050).
    index("messages_received_idx").on(t.recipientId, t.senderId, t.createdAt, t.id),
  ],
);

// Each member's direct conversations, one row per direction, with the newest message of the pair and
// what the list shows of it (who wrote it, its text, whether it is a photo): the chat list is the
// member's range of the list index and reads no message (ADR 0050, amended). Only the triggers of
// migrations 0041 and 0042 write it, in the transaction of the message written, emptied by an admin
// or deleted. No key on last_message_id: a delete moves the row to the pair's next newest message.
export const directConversations = pgTable(
  "direct_conversations",
  {
    memberId: belongsTo("member_id", () => users.id),
    otherId: belongsTo("other_id", () => users.id),
    lastMessageId: uuid("last_message_id").notNull(),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
    lastSenderId: uuid("last_sender_id").notNull(),
    lastContent: text("last_content").notNull(),
    lastIsPhoto: boolean("last_is_photo").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.otherId] }),
    index("direct_conversations_list_idx").on(t.memberId, t.lastAt.desc(), t.otherId),
  ],
);

// States and union territories of India with their cities (seeded from country-state-city).
export const locations = pgTable(
  "locations",
  {
    id: id(),
    state: text("state").notNull(),
    stateCode: text("state_code").notNull(),
    cities: text("cities").array().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("locations_state_code_uq").on(t.stateCode)],
);

// A member who blocks another: neither sees the other in matching and people, opens the other's
// profile or messages them. Only the blocker can lift it.
export const blocks = pgTable(
  "blocks",
  {
    blockerId: belongsTo("blocker_id", () => users.id),
    blockedId: belongsTo("blocked_id", () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index("blocks_blocked_idx").on(t.blockedId),
    check("blocks_not_self_ck", sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

// Who did what, when: every admin action (ban, unban, unflag, score, approve, reject).
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    targetUserId: uuid("target_user_id").references(() => users.id, { onDelete: "set null" }),
    targetEventId: uuid("target_event_id").references(() => events.id, { onDelete: "set null" }),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_target_user_idx").on(t.targetUserId),
  ],
);

// Counters that let each server process know when its in-memory copies are stale: "members" (the
// matching index) and "listings" (discovery's snapshot), each bumped once by the commit of a
// transaction that changed what the copy reads (migration 0034's triggers).
export const appCounters = pgTable("app_counters", {
  key: text("key").primaryKey(),
  value: bigint("value", { mode: "number" }).notNull().default(0),
});

// What changed, by counter value (ADR 0051): each statement that changes what a snapshot reads
// records the ids it changed (seq 0), and the transaction's commit bumps the counter once and gives
// them its new value, so that a process catches up by reading the ids after its own value and
// re-reading those rows only. Numbered at commit under the counter's row lock, values follow the
// commits: a process that sees value n sees every change up to n. Kept a day (a process further
// behind rebuilds); a deleted member's id lives here until then, and nothing else of them.
export const snapshotChanges = pgTable(
  "snapshot_changes",
  {
    /** The counter: "members" or "listings". */
    counter: text("counter").notNull(),
    seq: bigint("seq", { mode: "number" }).notNull(),
    /** "member", "listing" or "host" (a host's record: their reviews and listings). */
    kind: text("kind").notNull(),
    subjectId: uuid("subject_id").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("snapshot_changes_counter_seq_idx").on(t.counter, t.seq),
    index("snapshot_changes_at_idx").on(t.at),
  ],
);

// The transactions that logged changes and have not committed yet: one row each, so that the
// commit's numbering (a deferred trigger, which fires once per row inserted) runs once per
// transaction, not once per change. A statement that changed 100,000 listings queued 100,000 of them,
// each probing the just-numbered rows: 15 s at 10,000 (ADR 0051, amended). Empty between commits.
export const snapshotCommitMarks = pgTable("snapshot_commit_marks", {
  txid: bigint("txid", { mode: "number" }).primaryKey(),
});
