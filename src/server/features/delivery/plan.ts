import type { Db, Tx } from "../../db/client";
import {
  categoryOf,
  type DeliveryChannel,
  deliveryChannel,
  heldByQuietHours,
  quietHoursEnd,
} from "../preferences/policy";
import { preferencesOf } from "../preferences/service";
import { hasPushSubscription } from "../push/subscriptions-service";

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
