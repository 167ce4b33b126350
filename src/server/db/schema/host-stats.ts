import { bigint, integer, pgTable, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

// A host's record as the event page and the profile show it (ADR 0050): how many of their listings
// were approved, and the count and sum of the stars of the visible reviews of those listings.
// Triggers on events and reviews (migration 0035) keep it in the transaction of every change, so a
// page reads one row by primary key instead of counting every past listing of the host.
export const hostStats = pgTable("host_stats", {
  hostId: uuid("host_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  listingsHosted: integer("listings_hosted").notNull().default(0),
  reviews: integer("reviews").notNull().default(0),
  reviewStars: bigint("review_stars", { mode: "number" }).notNull().default(0),
});
