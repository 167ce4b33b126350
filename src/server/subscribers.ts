import { inboxRequestSubscribers } from "./features/inbox/request-subscribers";
import type { Subscriber } from "./platform/events/subscriber";

// Every subscriber of every domain event, in one place (ADR 0030): who does what when something
// happens. Within one event, subscribers run in this order.
export const subscribers: readonly Subscriber[] = [...inboxRequestSubscribers];
