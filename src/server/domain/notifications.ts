import { z } from "zod";
import { defineEvent } from "../platform/events/define-event";

// Notifications (ADR 0030). The inbox records one whenever it stores a member's notification (a
// subscriber of the happenings above, or a reminder's job); what follows is not the inbox's to
// decide: its frame reaches the member's open sockets (features/inbox/notification-subscribers.ts),
// and delivery (features/delivery) decides whether it goes by push or email, now or when quiet
// hours end.

const recorded = z.object({
  notificationId: z.uuid(),
  userId: z.uuid(),
  kind: z.string().min(1),
  // What the notification tells happens to this once (a request, a listing, a reminder's date):
  // its push or email is keyed by it, so nothing is sent twice for one happening.
  once: z.string().min(1),
});

/** A member's notification was stored (it is in their bell from now on). */
export const notificationRecorded = defineEvent({ type: "notification.recorded", data: recorded });

/** Most notifications one `notifications.recorded` carries; more are recorded as several. */
export const NOTIFICATIONS_PER_EVENT = 200;

/**
 * Many members' notifications were stored at once (a host's followers told of a listing, a batch
 * of the weekly digest): one event, so that delivery plans them together in a few queries instead
 * of a transaction each.
 */
export const notificationsRecorded = defineEvent({
  type: "notifications.recorded",
  data: z.object({ notifications: z.array(recorded).min(1).max(NOTIFICATIONS_PER_EVENT) }),
});
