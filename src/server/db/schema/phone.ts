import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { belongsTo, createdAt, id } from "./helpers";
import { users } from "./users";

// The codes sent by SMS to verify a member's phone (issue 38, ADR 0041). A code is never stored:
// only its salted SHA-256 (the row's id is the salt). A member's newest code is the only one that
// counts; asking for another ends the ones before (`ended_at`). The rows are also the budgets'
// ledger: codes a number, a member and an address received lately are counted here.
export const phoneCodes = pgTable(
  "phone_codes",
  {
    id: id(),
    userId: belongsTo("user_id", () => users.id),
    // The number the code was sent to, in E.164 (+919876543210).
    phoneE164: text("phone_e164").notNull(),
    codeHash: text("code_hash").notNull(),
    // SHA-256 of the address the request came from (for the per-address budget), never the address.
    addressHash: text("address_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    // Wrong codes tried against this one.
    attempts: integer("attempts").notNull().default(0),
    // Entered right (the phone is verified).
    usedAt: timestamp("used_at", { withTimezone: true }),
    // A newer code replaced it.
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    index("phone_codes_user_idx").on(t.userId, t.createdAt),
    index("phone_codes_phone_idx").on(t.phoneE164, t.createdAt),
    index("phone_codes_address_idx").on(t.addressHash, t.createdAt),
    check("phone_codes_attempts_ck", sql`${t.attempts} >= 0`),
  ],
);
