import { notificationRecorded } from "../../domain/notifications";
import { subscribe } from "../../platform/events/subscriber";
import { enqueue } from "../../platform/jobs/queue";
import { emailNotification } from "../email/jobs";
import { holdNotification } from "../inbox/notifications-service";
import { pushNotification } from "../push/jobs";
import { deliveryHeld } from "./jobs";
import { planDelivery } from "./plan";

// A member's deliveries held by one stretch of quiet hours leave together when it ends: one job
// per member and morning (the dedup key), whatever the night brought.
const heldDeliveryJob = (userId: string, until: Date) =>
  deliveryHeld.input(
    { userId, until: until.toISOString() },
    { dedupKey: `delivery:held:${userId}:${until.getTime()}`, runAt: until },
  );

// A notification was stored: delivery decides how it leaves the app (ADR 0030), once per event, in
// one transaction with the job that sends it (the outbox, ADR 0017). A push when the member turned
// push on on some device, else an email, as their preferences allow (none at all when both are off:
// the bell still has it). In the member's quiet hours, as of when it happened, it is marked held
// instead, and their one morning delivery sends the night's notifications that still hold, in order
// (held-service.ts). The jobs are keyed by the happening (`once`): nothing is sent twice for it.
export const deliverNotification = subscribe(
  "delivery.notification",
  notificationRecorded,
  async ({ notificationId, userId, kind, once }, context, event) => {
    await context.once(async (tx) => {
      const plan = await planDelivery({ tx, userId, kind, now: event.at });
      if (plan.channel === "none") return;
      if (plan.runAt) {
        await holdNotification(tx, notificationId, plan.runAt);
        await enqueue(tx, heldDeliveryJob(userId, plan.runAt));
        return;
      }
      const emailDedupKey = `email:${kind}:${once}:${userId}`;
      if (plan.channel === "email")
        await enqueue(tx, emailNotification.input({ notificationId }, { dedupKey: emailDedupKey }));
      else
        await enqueue(
          tx,
          // The email's key goes along: when every device dropped its subscription by the time the
          // push leaves, the email goes instead, still once.
          pushNotification.input(
            { notificationId, emailDedupKey },
            { dedupKey: `push:${kind}:${once}:${userId}` },
          ),
        );
    });
  },
);

export const deliveryNotificationSubscribers = [deliverNotification];
