import { notificationRecorded, notificationsRecorded } from "../../domain/notifications";
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

/** Many at once: their frames in one read. */
export const publishNotificationFrames = subscribe(
  "inbox.notifications-frame",
  notificationsRecorded,
  async ({ notifications }, context) => {
    await publishNotifications({
      db: context.db,
      realtime: context.realtime,
      ids: notifications.map((n) => n.notificationId),
    });
  },
);

export const inboxNotificationSubscribers = [publishNotificationFrame, publishNotificationFrames];
