import { index, pgTable, text } from "drizzle-orm/pg-core";
import { belongsTo, createdAt, id } from "./helpers";
import { users } from "./users";

// A browser's push subscription (Push API): where the push service takes our messages for one
// device, and the keys that encrypt them for it (RFC 8291). A member may have several devices;
// an endpoint belongs to one member (the one who subscribed last on that browser).
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: id(),
    userId: belongsTo("user_id", () => users.id),
    endpoint: text("endpoint").notNull().unique("push_subscriptions_endpoint_uq"),
    // The browser's P-256 public key and auth secret, base64url as PushSubscription.toJSON() has them.
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);
