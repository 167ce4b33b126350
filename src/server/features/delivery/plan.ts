import type { Db, Tx } from "../../db/client";
import {
  categoryOf,
  type DeliveryChannel,
  deliveryChannel,
  heldByQuietHours,
  quietHoursEnd,
} from "../preferences/policy";
import { preferencesOfMany } from "../preferences/service";
import { withPushSubscription } from "../push/subscriptions-service";

export type DeliveryPlan = { channel: DeliveryChannel; runAt: Date | undefined };

/**
 * How a notification of `kind` reaches the member outside the app, as of `now`: the channel their
 * preferences and devices choose, and when quiet hours hold it until their end (reminders are never
 * held). Delivery's one decision (ADR 0030): every path out of the app asks it, when it runs.
 */
export async function planDelivery(opts: {
  tx: Db | Tx;
  userId: string;
  kind: string;
  now: Date;
  /** The app's quiet hours for members who never saved preferences (DEFAULT_QUIET_HOURS). */
  quietByDefault: boolean;
}): Promise<DeliveryPlan> {
  const item = { userId: opts.userId, kind: opts.kind };
  const [plan] = await planDeliveries(opts.tx, [item], opts.now, opts.quietByDefault);
  return plan!;
}

/** The same decision for many notifications at once, in two queries whatever their number. */
export async function planDeliveries(
  tx: Db | Tx,
  items: { userId: string; kind: string }[],
  now: Date,
  quietByDefault: boolean,
): Promise<DeliveryPlan[]> {
  const userIds = items.map((item) => item.userId);
  const prefsOf = await preferencesOfMany(tx, userIds, quietByDefault);
  const pushers = await withPushSubscription(tx, userIds);
  return items.map(({ userId, kind }) => {
    const prefs = prefsOf.get(userId)!;
    const category = categoryOf(kind);
    const channel = deliveryChannel(prefs, category, pushers.has(userId));
    const runAt = heldByQuietHours(category)
      ? (quietHoursEnd(now, prefs.quietHours) ?? undefined)
      : undefined;
    return { channel, runAt };
  });
}
