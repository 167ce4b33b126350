import { notificationRecorded } from "../../domain/notifications";
import { subscribe } from "../../platform/events/subscriber";
import { publishNotifications } from "./notifications-service";

// A stored notification reaches the member's open sockets, where the bell shows it at once (ADR
// 0030). Not once: a frame sent again is harmless (the bell keys it by id).
export const publishNotificationFrame = subscribe(
  "inbox.notification-frame",
  notificationRecorded,
  async (notification, context) => {
    await publishNotifications({
      db: context.db,
      realtime: context.realtime,
      ids: [notification.notificationId],
    });
  },
);

export const inboxNotificationSubscribers = [publishNotificationFrame];
