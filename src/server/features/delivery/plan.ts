import type { Db, Tx } from "../../db/client";
import { hasPushSubscription } from "../push/subscriptions-service";
import { categoryOf, type DeliveryChannel, deliveryChannel, heldByQuietHours, quietHoursEnd } from "./policy";
import { preferencesOf } from "./service";

export type DeliveryPlan = { channel: DeliveryChannel; runAt: Date | undefined };

/**
 * How a notification of `kind` reaches the member outside the app, read in the change's
 * transaction: the channel their preferences choose, and when quiet hours hold it until their end
 * (reminders are never held).
 */
export async function planDelivery(opts: {
  tx: Db | Tx;
  userId: string;
  kind: string;
  now: Date;
}): Promise<DeliveryPlan> {
  const prefs = await preferencesOf(opts.tx, opts.userId);
  const hasPush = await hasPushSubscription(opts.tx, opts.userId);
  const category = categoryOf(opts.kind);
  const channel = deliveryChannel(prefs, category, hasPush);
  const runAt = heldByQuietHours(category)
    ? (quietHoursEnd(opts.now, prefs.quietHours) ?? undefined)
    : undefined;
  return { channel, runAt };
}
