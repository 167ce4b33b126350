import type { Tx } from "../../db/client";
import { notificationRecorded, notificationsRecorded } from "../../domain/notifications";
import type { DataOf } from "../../platform/events/define-event";
import { subscribe } from "../../platform/events/subscriber";
import { enqueue, type JobInput } from "../../platform/jobs/queue";
import { emailNotification } from "../email/jobs";
import { holdNotifications } from "../inbox/notifications-service";
import { pushNotification } from "../push/jobs";
import { deliveryHeld } from "./jobs";
import { planDeliveries } from "./plan";

// A member's deliveries held by one stretch of quiet hours leave together when it ends: one job
// per member and morning (the dedup key), whatever the night brought.
const heldDeliveryJob = (userId: string, until: Date) =>
  deliveryHeld.input(
    { userId, until: until.toISOString() },
    { dedupKey: `delivery:held:${userId}:${until.getTime()}`, runAt: until },
  );

type Recorded = DataOf<typeof notificationRecorded>;

// Notifications were stored: delivery decides how each leaves the app (ADR 0030), once per event,
// in one transaction with the jobs that send them (the outbox, ADR 0017). A push when the member
// turned push on on some device, else an email, as their preferences allow (none at all when both
// are off: the bell still has it). In the member's quiet hours, as of when it happened, it is marked
// held instead, and their one morning delivery sends the night's notifications that still hold, in
// order (held-service.ts). The jobs are keyed by the happening (`once`): nothing is sent twice for
// it. Many at once (a host's followers) are planned in two queries and queued in one insert.
async function deliver(tx: Tx, recorded: Recorded[], at: Date, quietByDefault: boolean): Promise<void> {
  const plans = await planDeliveries(tx, recorded, at, quietByDefault);
  const jobs: JobInput[] = [];
  const held = new Map<number, { until: Date; ids: string[] }>();
  recorded.forEach(({ notificationId, userId, kind, once }, i) => {
    const plan = plans[i]!;
    if (plan.channel === "none") return;
    if (plan.runAt) {
      const group = held.get(plan.runAt.getTime()) ?? { until: plan.runAt, ids: [] };
      group.ids.push(notificationId);
      held.set(plan.runAt.getTime(), group);
      jobs.push(heldDeliveryJob(userId, plan.runAt));
      return;
    }
    const emailDedupKey = `email:${kind}:${once}:${userId}`;
    if (plan.channel === "email")
      jobs.push(emailNotification.input({ notificationId }, { dedupKey: emailDedupKey }));
    else
      jobs.push(
        // The email's key goes along: when every device dropped its subscription by the time the
        // push leaves, the email goes instead, still once.
        pushNotification.input(
          { notificationId, emailDedupKey },
          { dedupKey: `push:${kind}:${once}:${userId}` },
        ),
      );
  });
  for (const { until, ids } of held.values()) await holdNotifications(tx, ids, until);
  await enqueue(tx, jobs);
}

/** Delivery's subscribers of stored notifications, with the app's quiet-hours default. */
export const deliveryNotificationSubscribers = ({ quietByDefault }: { quietByDefault: boolean }) => [
  subscribe("delivery.notification", notificationRecorded, async (recorded, context, event) => {
    await context.once((tx) => deliver(tx, [recorded], event.at, quietByDefault));
  }),
  subscribe("delivery.notifications", notificationsRecorded, async ({ notifications }, context, event) => {
    await context.once((tx) => deliver(tx, notifications, event.at, quietByDefault));
  }),
];
