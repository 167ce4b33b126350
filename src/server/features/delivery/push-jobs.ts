import type { BoundJob } from "../../platform/jobs/define-job";
import { enqueue } from "../../platform/jobs/queue";
import { emailNotification } from "../email/jobs";
import { notificationForDelivery } from "../inbox/notifications-service";
import { categoryOf } from "../preferences/policy";
import { preferencesOf } from "../preferences/service";
import { pushMessage, pushNotification } from "../push/jobs";
import { type PushDeps, sendMessagePush, sendNotificationPush } from "../push/service";
import { queueMessageEmail } from "./message-email";

// The push jobs (ADR 0017 "Web push"), run by delivery: push sends, delivery decides what happens
// when a push finds no device left (ADR 0030). A member who turned push on and then lost every
// subscription (a reinstalled browser, a cleared site) is not left without news.
// `quietByDefault`: the app's quiet hours for members who never saved preferences.
export function pushJobHandlers(deps: PushDeps & { quietByDefault: boolean }): BoundJob[] {
  return [
    pushNotification.handle(async ({ notificationId, emailDedupKey }) => {
      const notification = await notificationForDelivery({ db: deps.db, notificationId });
      // Gone with its event or member, or no longer true: nothing to tell.
      if (!notification) return;
      const outcome = await sendNotificationPush(deps, notification);
      // Every device dropped its subscription since the change: the email goes instead, still once.
      if (
        outcome === "no-device" &&
        (await preferencesOf(deps.db, notification.userId, deps.quietByDefault)).channels[
          categoryOf(notification.kind)
        ].email
      )
        await enqueue(deps.db, emailNotification.input({ notificationId }, { dedupKey: emailDedupKey }));
    }),
    pushMessage.handle(async (payload) => {
      const pushed = await sendMessagePush(deps, payload);
      // Every device dropped its subscription since: the chat's email digest goes instead, if the
      // member's messages email is on (it plans again, and finds no device now).
      if (pushed?.outcome === "no-device")
        await queueMessageEmail({
          db: deps.db,
          senderId: pushed.senderId,
          recipientId: pushed.recipientId,
          quietByDefault: deps.quietByDefault,
        });
    }),
  ];
}
