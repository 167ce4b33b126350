import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { LISTING_REPORT_REASONS } from "../../../shared/listing-report-reasons";
import { events } from "./events";
import { belongsTo, createdAt, id } from "./helpers";
import { users } from "./users";

// Reports of a listing to the admins (issue 42 item 4, ADR 0043): the fifth subject of the one
// moderation queue. The four older subjects keep their own tables (message_flags, review_flags,
// flags, attendance's contest columns); the queue reads them all.
export const listingReports = pgTable(
  "listing_reports",
  {
    id: id(),
    eventId: belongsTo("event_id", () => events.id),
    reportedBy: belongsTo("reported_by", () => users.id),
    /** One of LISTING_REPORT_REASONS. */
    reason: text("reason").notNull(),
    /** The member's optional words. */
    details: text("details").notNull().default(""),
    createdAt: createdAt(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
    /** kept | acted, once resolved. */
    outcome: text("outcome"),
  },
  (t) => [
    // One open report per member and listing; a race is decided here (ON CONFLICT DO NOTHING).
    uniqueIndex("listing_reports_open_uq").on(t.eventId, t.reportedBy).where(sql`${t.resolvedAt} IS NULL`),
    index("listing_reports_open_idx").on(t.createdAt).where(sql`${t.resolvedAt} IS NULL`),
    check(
      "listing_reports_reason_ck",
      sql.raw(`reason IN (${LISTING_REPORT_REASONS.map((r) => `'${r}'`).join(", ")})`),
    ),
    check("listing_reports_outcome_ck", sql`${t.outcome} IS NULL OR ${t.outcome} IN ('kept', 'acted')`),
  ],
);
