import type { PushSubscriptionRow } from "./subscriptions-service";

// The keys of a subscription stay on the server: the member's device has them already.
export const presentSubscription = (row: PushSubscriptionRow) => ({
  endpoint: row.endpoint,
  createdAt: row.createdAt.toISOString(),
});

export const presentPushKey = (publicKey: string) => ({ publicKey });

export const presentRemoved = (endpoint: string) => ({ endpoint });
