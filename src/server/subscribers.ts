import { eventsListingSubscribers } from "./features/events/listing-subscribers";
import { inboxListingSubscribers } from "./features/inbox/listing-subscribers";
import { inboxRequestSubscribers } from "./features/inbox/request-subscribers";
import { remindersListingSubscribers } from "./features/reminders/listing-subscribers";
import type { Subscriber } from "./platform/events/subscriber";

// Every subscriber of every domain event, in one place (ADR 0030): who does what when something
// happens. Within one event, subscribers run in this order.
export const subscribers: readonly Subscriber[] = [
  ...inboxRequestSubscribers,
  // A listing's reminders and discovery pages before its bells: a member who follows one finds it.
  ...remindersListingSubscribers,
  ...eventsListingSubscribers,
  ...inboxListingSubscribers,
];
