import { and, desc, eq, inArray } from "drizzle-orm";
import type { PushSubscriptionBody } from "../../../shared/contracts/push";
import { PUSH_MESSAGES } from "../../../shared/texts";
import type { Db, Tx } from "../../db/client";
import { pushSubscriptions, users } from "../../db/schema";
import { authorize, badRequest, notFound } from "../../platform/errors";
import { MAX_DEVICES_PER_MEMBER, type PushEndpointRule, pushEndpointAllowed } from "./policy";

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

// Subscribing again with the same endpoint (a reload, a key rotation by the browser) updates it;
// an endpoint another member subscribed on this browser before moves to the member signed in now,
// since the device shows what reaches it to whoever uses it.
export async function subscribe(opts: {
  db: Db;
  rule: PushEndpointRule;
  userId: string;
  subscription: PushSubscriptionBody;
}): Promise<PushSubscriptionRow> {
  const { endpoint, keys } = opts.subscription;
  authorize(pushEndpointAllowed(endpoint, opts.rule), badRequest(PUSH_MESSAGES.endpointRefused));
  const values = { userId: opts.userId, endpoint, p256dh: keys.p256dh, auth: keys.auth };
  return opts.db.transaction(async (tx) => {
    // One member's subscribes take turns (their row locked until this one commits): at once, each
    // counted the devices before the others' inserts and 16 of 20 stayed (issue 25 item 9).
    await tx.select({ id: users.id }).from(users).where(eq(users.id, opts.userId)).for("update");
    const [row] = await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt: new Date() } })
      .returning();
    const beyond = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, opts.userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .offset(MAX_DEVICES_PER_MEMBER);
    if (beyond.length > 0)
      await tx.delete(pushSubscriptions).where(
        inArray(
          pushSubscriptions.id,
          beyond.map((b) => b.id),
        ),
      );
    return row!;
  });
}

// Only the member's own subscription goes; another member's endpoint is as unknown as none.
export async function unsubscribe(opts: { db: Db; userId: string; endpoint: string }): Promise<string> {
  const removed = await opts.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, opts.endpoint), eq(pushSubscriptions.userId, opts.userId)))
    .returning({ endpoint: pushSubscriptions.endpoint });
  if (removed.length === 0) throw notFound(PUSH_MESSAGES.subscriptionNotFound);
  return removed[0]!.endpoint;
}

export async function subscriptionsOf(db: Db | Tx, userId: string): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** Whether the member turned push on on any device: their notifications go there, not by email. */
export async function hasPushSubscription(db: Db | Tx, userId: string): Promise<boolean> {
  return (await withPushSubscription(db, [userId])).has(userId);
}

/** Which of these members turned push on on some device, in one query. */
export async function withPushSubscription(db: Db | Tx, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...new Set(userIds)]));
  return new Set(rows.map((row) => row.userId));
}

// The push service says the subscription is gone (404/410): the browser dropped it.
export async function removeExpired(db: Db, subscription: PushSubscriptionRow): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
}
