import { z } from "zod";
import { okEnvelope } from "./envelope";

// The header's notification list (beyond the SPEC). Stored kinds come from requests, admin
// decisions and reminders; "new_message" items are derived from unread threads, so they clear once read.
export const NOTIFICATION_KINDS = [
  "request_received",
  "request_accepted",
  "request_rejected",
  "event_approved",
  "event_rejected",
  "event_cancelled",
  "event_reminder_24h",
  "event_reminder_2h",
  "review_nudge",
  "home_safe_check",
  "waitlist_offered",
  "waitlist_offer_expired",
  "no_show_marked",
  "no_show_warning",
  "no_show_upheld",
  "no_show_overturned",
  // A host the member follows listed a new experience (issue 27 item 7).
  "host_listed",
  // The weekly "New near you" digest (issue 27 item 7): its best new listing names it, it opens the events.
  "new_near_you",
  // A member recorded paying the member their share of a trip's costs (issue 28 item 7).
  "payment_recorded",
  "new_message",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  text: z.string(),
  // An in-app path the item opens.
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationsSchema = z.object({
  unread: z.number().int(),
  items: z.array(notificationSchema),
});
export type Notifications = z.infer<typeof notificationsSchema>;
export const notificationsResponse = okEnvelope(notificationsSchema);
