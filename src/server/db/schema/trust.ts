import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { events } from "./events";
import { belongsTo, createdAt, id, timestamps } from "./helpers";
import { bytea } from "./images";
import { users } from "./users";

// "Verify your photo" (issue 38 item 4): a live selfie with a pose the server asked for, for an admin
// to compare with the member's profile pictures. Unlike `images`, the selfie is private: its bytes
// live here, served to admins only, and are erased (set null) 30 days after the decision and with
// the account. A check is `awaiting` once the pose is asked (no selfie yet), `pending` once the
// selfie is in, then `approved` or `rejected` (with the admin's reason).
export const photoChecks = pgTable(
  "photo_checks",
  {
    id: id(),
    userId: belongsTo("user_id", () => users.id),
    /** One of PHOTO_POSES (shared): what the member was asked to do in the selfie. */
    pose: text("pose").notNull(),
    status: text("status").notNull().default("awaiting"),
    selfie: bytea("selfie"),
    contentType: text("content_type"),
    size: integer("size"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    /** The admin's reason, for a rejection. */
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [
    check("photo_checks_status_ck", sql`${t.status} IN ('awaiting', 'pending', 'approved', 'rejected')`),
    check("photo_checks_selfie_ck", sql`${t.status} <> 'pending' OR ${t.selfie} IS NOT NULL`),
    // At most one check in flight per member: a race to start or submit is decided here.
    uniqueIndex("photo_checks_open_uq").on(t.userId).where(sql`${t.status} IN ('awaiting', 'pending')`),
    // The admin queue: pending, oldest first.
    index("photo_checks_pending_idx").on(t.submittedAt, t.id).where(sql`${t.status} = 'pending'`),
    index("photo_checks_user_idx").on(t.userId, t.createdAt),
    // The purge: decided selfies still held.
    index("photo_checks_purge_idx")
      .on(t.decidedAt)
      .where(sql`${t.selfie} IS NOT NULL AND ${t.decidedAt} IS NOT NULL`),
  ],
);

// The person a member wants told when something is wrong (issue 38 item 7): a name and a number
// (E.164) or an email, or both, saved by the member, checked, and erased with the account.
export const trustedContacts = pgTable(
  "trusted_contacts",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    phoneE164: text("phone_e164"),
    email: text("email"),
    ...timestamps,
  },
  (t) => [check("trusted_contacts_reach_ck", sql`${t.phoneE164} IS NOT NULL OR ${t.email} IS NOT NULL`)],
);

// "Help" during an experience (issue 38 item 7), one row per use: `contact` (the trusted contact was
// told now), `team` (an urgent report to the admins: a case of the moderation queue until resolved)
// or `home_safe` (an unanswered "Home safe?" told the trusted contact). The rows are also the
// budget's ledger. The location is kept only when the member allowed it at that moment.
export const helpRequests = pgTable(
  "help_requests",
  {
    id: id(),
    eventId: belongsTo("event_id", () => events.id),
    userId: belongsTo("user_id", () => users.id),
    kind: text("kind").notNull(),
    details: text("details").notNull().default(""),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    createdAt: createdAt(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
    /** kept | acted, once resolved (a `team` request). */
    outcome: text("outcome"),
  },
  (t) => [
    check("help_requests_kind_ck", sql`${t.kind} IN ('contact', 'team', 'home_safe')`),
    check("help_requests_outcome_ck", sql`${t.outcome} IS NULL OR ${t.outcome} IN ('kept', 'acted')`),
    check("help_requests_point_ck", sql`(${t.lat} IS NULL) = (${t.lng} IS NULL)`),
    index("help_requests_user_idx").on(t.userId, t.createdAt),
    index("help_requests_open_idx")
      .on(t.createdAt)
      .where(sql`${t.kind} = 'team' AND ${t.resolvedAt} IS NULL`),
    // "Home safe?" unanswered tells the contact once per member and experience.
    uniqueIndex("help_requests_home_safe_uq").on(t.eventId, t.userId).where(sql`${t.kind} = 'home_safe'`),
  ],
);
