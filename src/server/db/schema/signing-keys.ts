import { sql } from "drizzle-orm";
import { pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./helpers";

// What a key signs: our access tokens, the development issuer's ID tokens, or unsubscribe links.
export const SIGNING_KEY_PURPOSES = ["session", "dev-idp", "unsubscribe"] as const;
export type SigningKeyPurpose = (typeof SIGNING_KEY_PURPOSES)[number];

// The keys every instance signs and verifies with (issue 14), so a token signed by one instance is
// accepted by all. Per purpose, exactly one key is current (retired_at null; the partial unique index
// makes creating the first one race-safe) and signs; a retired key still verifies until expires_at,
// when the longest token it signed has expired.
export const signingKeys = pgTable(
  "signing_keys",
  {
    // The key id (`kid` in a token's header).
    id: text("id").primaryKey(),
    purpose: text("purpose", { enum: SIGNING_KEY_PURPOSES }).notNull(),
    // The HMAC secret (base64url), or the private JWK as JSON for the development issuer.
    secret: text("secret").notNull(),
    createdAt: createdAt(),
    retiredAt: timestamp("retired_at", { withTimezone: true }),
    // Null: verifies for as long as it is kept.
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("signing_keys_current_uq").on(t.purpose).where(sql`${t.retiredAt} is null`)],
);
