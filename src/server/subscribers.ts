import { emailMessageSubscribers } from "./features/email/message-subscribers";
import { eventsListingSubscribers } from "./features/events/listing-subscribers";
import { eventsRequestCaches, eventsRequestFrames } from "./features/events/request-subscribers";
import { inboxAttendanceSubscribers } from "./features/inbox/attendance-subscribers";
import { inboxListingSubscribers } from "./features/inbox/listing-subscribers";
import { inboxRequestSubscribers } from "./features/inbox/request-subscribers";
import { pushMessageSubscribers } from "./features/push/message-subscribers";
import { remindersListingSubscribers } from "./features/reminders/listing-subscribers";
import type { Subscriber } from "./platform/events/subscriber";

// Every subscriber of every domain event, in one place (ADR 0030): who does what when something
// happens. Within one event, subscribers run in this order.
export const subscribers: readonly Subscriber[] = [
  // A request's or the waitlist's discovery pages before its bells, its "event changed" after them.
  ...eventsRequestCaches,
  ...inboxRequestSubscribers,
  ...eventsRequestFrames,
  // A listing's reminders and discovery pages before its bells: a member who follows one finds it.
  ...remindersListingSubscribers,
  ...eventsListingSubscribers,
  ...inboxListingSubscribers,
  ...inboxAttendanceSubscribers,
  // A direct message reaches the recipient outside the app by push or, without push, by email.
  ...pushMessageSubscribers,
  ...emailMessageSubscribers,
];
