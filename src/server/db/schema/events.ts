import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  approvalStatusEnum,
  eventStatusEnum,
  paymentTypeEnum,
  requestStatusEnum,
  rsvpStatusEnum,
} from "./enums";
import { belongsTo, createdAt, id, timestamps } from "./helpers";
import { users } from "./users";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const events = pgTable(
  "events",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    customCategory: text("custom_category"),
    image: text("image"),
    fromDate: timestamp("from_date", { withTimezone: true }).notNull(),
    toDate: timestamp("to_date", { withTimezone: true }).notNull(),
    // Local start time "HH:MM" as the host entered it (15-minute steps).
    time: text("time").notNull(),
    state: text("state").notNull(),
    city: text("city").notNull(),
    // The city's coordinates, copied from the cities table when the listing is made: what distance and
    // "near me" measure from (issue 27). Null only for a city the table does not know.
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    // Where the group meets (issue 27 item 1): a place name and an address or landmark, an optional
    // pin, and the local end time "HH:MM". Accepted members see them; others see the area only.
    // Null for listings made by a client that does not send them.
    meetingPlace: text("meeting_place"),
    meetingAddress: text("meeting_address"),
    meetingLat: doublePrecision("meeting_lat"),
    meetingLng: doublePrecision("meeting_lng"),
    endTime: text("end_time"),
    totalSlots: integer("total_slots").notNull(),
    availableSlots: integer("available_slots").notNull(),
    // Whole rupees.
    cost: integer("cost").notNull().default(0),
    paymentType: paymentTypeEnum("payment_type").notNull(),
    createdBy: belongsTo("created_by", () => users.id),
    eventStatus: eventStatusEnum("event_status").notNull().default("ongoing"),
    status: approvalStatusEnum("status").notNull().default("pending"),
    rejectionReason: text("rejection_reason"),
    // "Verified members only" (issue 38 item 6): joining needs a phone- and photo-verified member.
    verifiedOnly: boolean("verified_only").notNull().default(false),
    // Words of the name, description, category and place for the discovery search ('simple': no
    // stemming, so a prefix query behaves like the SPEC's "contains" on whole words), accents folded
    // by search_fold (unaccent, ADR 0052) so that "cafe" finds "Café" on both databases.
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('simple', search_fold(name || ' ' || description || ' ' || category || ' ' || coalesce(custom_category, '') || ' ' || city || ' ' || state))`,
    ),
    ...timestamps,
  },
  (t) => [
    check("events_slots_ck", sql`${t.availableSlots} >= 0 AND ${t.availableSlots} <= ${t.totalSlots}`),
    check("events_total_slots_ck", sql`${t.totalSlots} >= 1`),
    check("events_cost_ck", sql`${t.cost} >= 0`),
    check("events_dates_ck", sql`${t.toDate} >= ${t.fromDate}`),
    // The discovery list: approved, running events ordered by start.
    index("events_discover_idx").on(t.status, t.eventStatus, t.fromDate, t.id),
    index("events_created_by_idx").on(t.createdBy, t.createdAt),
    index("events_category_idx").on(t.category),
    index("events_search_idx").using("gin", t.searchVector),
    index("events_status_created_idx").on(t.status, t.createdAt),
    // "Near me" and the radius filters: listed, running events by latitude band (issue 27 item 2).
    // Migration 0040 also puts to_date, id and search_vector in it (INCLUDE, which this builder
    // cannot write), so search's ring is an index-only scan (ADR 0052, amended).
    index("events_discover_lat_idx").on(t.status, t.eventStatus, t.lat),
  ],
);

export const participants = pgTable(
  "participants",
  {
    id: id(),
    eventId: belongsTo("event_id", () => events.id),
    userId: belongsTo("user_id", () => users.id),
    requestStatus: requestStatusEnum("request_status").notNull().default("requested"),
    rsvpStatus: rsvpStatusEnum("rsvp_status").notNull().default("no"),
    // The request was made for the member when a seat freed and they were first on the waitlist
    // (ADR 0022): while it waits for the host it holds that seat.
    fromWaitlist: boolean("from_waitlist").notNull().default(false),
    // Until when such an offer holds its seat for the host's answer (issue 25 item 11): unanswered by
    // then, it lapses and the seat goes to the next member waiting. Null for every other request.
    offerExpiresAt: timestamp("offer_expires_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("participants_event_user_uq").on(t.eventId, t.userId),
    index("participants_user_idx").on(t.userId, t.requestStatus),
  ],
);

// Members waiting for a seat of a full event, first come first served (ADR 0022). When a seat frees,
// the first entry becomes a join request that holds the seat, and leaves this table.
export const waitlist = pgTable(
  "waitlist",
  {
    id: id(),
    eventId: belongsTo("event_id", () => events.id),
    userId: belongsTo("user_id", () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("waitlist_event_user_uq").on(t.eventId, t.userId),
    // The queue's order: who came first, the id breaking ties of the same instant.
    index("waitlist_event_order_idx").on(t.eventId, t.createdAt, t.id),
    index("waitlist_user_idx").on(t.userId),
  ],
);

export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    eventId: belongsTo("event_id", () => events.id),
    userId: belongsTo("user_id", () => users.id),
    eventOccurred: boolean("event_occurred").notNull().default(true),
    stars: integer("stars").notNull(),
    reviewText: text("review_text").notNull(),
    createdAt: createdAt(),
    // Set when an admin hides the review after a report (issue 27 item 6): it then counts in no
    // average and is shown to nobody.
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("reviews_event_user_uq").on(t.eventId, t.userId),
    check("reviews_stars_ck", sql`${t.stars} BETWEEN 1 AND 5`),
  ],
);

// A member's report of a review to the admins (issue 27 item 6). One open report per member and
// review; an admin resolves it by keeping the review or hiding it (reviews.hiddenAt).
export const reviewFlags = pgTable(
  "review_flags",
  {
    id: id(),
    reviewId: belongsTo("review_id", () => reviews.id),
    reportedBy: belongsTo("reported_by", () => users.id),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("review_flags_open_uq").on(t.reviewId, t.reportedBy).where(sql`${t.resolvedAt} IS NULL`),
    index("review_flags_open_idx").on(t.createdAt).where(sql`${t.resolvedAt} IS NULL`),
  ],
);

// A member following a host, to be told of the host's new listings (issue 27 item 7).
export const follows = pgTable(
  "follows",
  {
    followerId: belongsTo("follower_id", () => users.id),
    hostId: belongsTo("host_id", () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.hostId] }),
    index("follows_host_idx").on(t.hostId),
    check("follows_not_self_ck", sql`${t.followerId} <> ${t.hostId}`),
  ],
);

// Who came to an ended event, as its host marked them (ADR 0023). One row per accepted member once
// the host has marked; a no-show mark can be contested once, and an admin upholds or overturns it.
export const attendance = pgTable(
  "attendance",
  {
    eventId: belongsTo("event_id", () => events.id),
    userId: belongsTo("user_id", () => users.id),
    came: boolean("came").notNull(),
    markedAt: timestamp("marked_at", { withTimezone: true }).notNull().defaultNow(),
    markedBy: uuid("marked_by").references(() => users.id, { onDelete: "set null" }),
    contestReason: text("contest_reason"),
    contestedAt: timestamp("contested_at", { withTimezone: true }),
    // "upheld" or "overturned" once an admin has decided; an overturned mark reads came = true.
    contestOutcome: text("contest_outcome"),
    contestResolvedAt: timestamp("contest_resolved_at", { withTimezone: true }),
    contestResolvedBy: uuid("contest_resolved_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index("attendance_user_idx").on(t.userId, t.came),
    // The admins' list of contests waiting for a decision.
    index("attendance_open_contest_idx")
      .on(t.contestedAt)
      .where(sql`${t.contestedAt} IS NOT NULL AND ${t.contestResolvedAt} IS NULL`),
    check("attendance_outcome_ck", sql`${t.contestOutcome} IN ('upheld', 'overturned')`),
  ],
);
