import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { belongsTo, createdAt, id } from "./helpers";
import { bytea } from "./images";
import { users } from "./users";

// A member's copy of their data (ADR 0025): asked for, built by a job into a ZIP kept here, offered
// for 24 hours after it is ready, then deleted by the daily prune. `requested_by` is who may download
// it: the member, or the admin who asked on the member's behalf.
export const dataExports = pgTable(
  "data_exports",
  {
    id: id(),
    userId: belongsTo("user_id", () => users.id),
    requestedBy: belongsTo("requested_by", () => users.id),
    status: text("status", { enum: ["pending", "ready", "failed"] })
      .notNull()
      .default("pending"),
    createdAt: createdAt(),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    zip: bytea("zip"),
    size: integer("size"),
  },
  (t) => [
    index("data_exports_user_idx").on(t.userId, t.createdAt),
    index("data_exports_expires_idx").on(t.expiresAt),
    check("data_exports_status_ck", sql`${t.status} in ('pending','ready','failed')`),
    check(
      "data_exports_ready_ck",
      sql`(${t.status} = 'ready') = (${t.zip} is not null and ${t.readyAt} is not null and ${t.expiresAt} is not null)`,
    ),
  ],
);

export type DataExportRow = typeof dataExports.$inferSelect;
