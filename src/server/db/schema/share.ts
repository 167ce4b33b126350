import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { events } from "./events";
import { belongsTo, createdAt, id } from "./helpers";
import { users } from "./users";

// A member's private link to one experience for a trusted contact (ADR 0024). Only the SHA-256 of
// the token is kept: the link is shown once, when it is made. A member has at most one active
// (unrevoked) link per event; making a new one revokes the old in the same transaction.
export const shareLinks = pgTable(
  "share_links",
  {
    id: id(),
    eventId: belongsTo("event_id", () => events.id),
    userId: belongsTo("user_id", () => users.id),
    // Hex SHA-256 of the 32-byte token.
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    // The event's end plus 48 hours.
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("share_links_token_uq").on(t.tokenHash),
    uniqueIndex("share_links_active_uq").on(t.eventId, t.userId).where(sql`${t.revokedAt} is null`),
    index("share_links_user_idx").on(t.userId, t.eventId),
  ],
);

// A member's own check-in on an experience they joined: "I've arrived" and "I'm home safe". The row
// also serialises link creation (it is upserted, so locked, before the old link is revoked).
export const checkIns = pgTable(
  "check_ins",
  {
    eventId: belongsTo("event_id", () => events.id),
    userId: belongsTo("user_id", () => users.id),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    homeSafeAt: timestamp("home_safe_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);
