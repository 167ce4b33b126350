import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { messages } from "./community";
import { belongsTo, createdAt, id } from "./helpers";
import { users } from "./users";

// A member's reaction to a message: one row per member, message and reaction (issue 28 item 2).
export const messageReactions = pgTable(
  "message_reactions",
  {
    messageId: belongsTo("message_id", () => messages.id),
    userId: belongsTo("user_id", () => users.id),
    reaction: text("reaction").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId, t.reaction] }),
    index("message_reactions_user_idx").on(t.userId),
  ],
);

// A message a member reported to admins from the conversation (issue 28 item 6). The row is kept
// when an admin resolves it, for the record.
export const messageFlags = pgTable(
  "message_flags",
  {
    id: id(),
    messageId: belongsTo("message_id", () => messages.id),
    reportedBy: belongsTo("reported_by", () => users.id),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    // One open report per member and message.
    uniqueIndex("message_flags_open_uq").on(t.messageId, t.reportedBy).where(sql`${t.resolvedAt} IS NULL`),
    index("message_flags_open_idx").on(t.createdAt).where(sql`${t.resolvedAt} IS NULL`),
    check("message_flags_reason_ck", sql`length(${t.reason}) between 1 and 500`),
  ],
);
