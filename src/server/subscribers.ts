import { deliveryMessageSubscribers } from "./features/delivery/message-subscribers";
import { deliveryNotificationSubscribers } from "./features/delivery/notification-subscribers";
import { deliveryPhotoCheckSubscribers } from "./features/delivery/photo-check-delivery";
import { discoveryBlockSubscribers } from "./features/discovery/block-subscribers";
import { discoveryListingSubscribers } from "./features/discovery/listing-subscribers";
import { discoveryRequestSubscribers } from "./features/discovery/request-subscribers";
import { discoveryReviewSubscribers } from "./features/discovery/review-subscribers";
import { emailMemberSubscribers } from "./features/email/member-subscribers";
import { eventsRequestFrames } from "./features/events/request-subscribers";
import { expenseFrames, tellPayee } from "./features/expenses/subscribers";
import { followsBlockSubscribers } from "./features/follows/block-subscribers";
import { followsListingSubscribers } from "./features/follows/listing-subscribers";
import { inboxAttendanceSubscribers } from "./features/inbox/attendance-subscribers";
import { inboxListingSubscribers } from "./features/inbox/listing-subscribers";
import { inboxNotificationSubscribers } from "./features/inbox/notification-subscribers";
import { inboxRequestSubscribers } from "./features/inbox/request-subscribers";
import { remindersListingSubscribers } from "./features/reminders/listing-subscribers";
import type { Subscriber } from "./platform/events/subscriber";

// Every subscriber of every domain event, in one place (ADR 0030): who does what when something
// happens. Within one event, subscribers run in this order. Delivery's read the app's quiet-hours
// default for members who never saved preferences (DEFAULT_QUIET_HOURS).
export const appSubscribers = ({ quietByDefault }: { quietByDefault: boolean }): readonly Subscriber[] => [
  // A request's or the waitlist's discovery pages before its bells, its "event changed" after them.
  ...discoveryRequestSubscribers,
  ...inboxRequestSubscribers,
  ...eventsRequestFrames,
  // A listing's reminders and discovery pages before its bells: a member who follows one finds it.
  ...remindersListingSubscribers,
  ...discoveryListingSubscribers,
  ...inboxListingSubscribers,
  // After its host's bell, the host's followers hear of a listing gone live (issue 27 item 7).
  ...followsListingSubscribers,
  ...inboxAttendanceSubscribers,
  // A review's rating shows on the discovery cards.
  ...discoveryReviewSubscribers,
  // A block: discovery forgets what it kept of either member, and the follow between them ends.
  ...discoveryBlockSubscribers,
  ...followsBlockSubscribers,
  // A stored notification: delivery queues its push or email (or holds it for the morning) before
  // its frame goes, since the frame wakes the job worker, which then finds the job there.
  ...deliveryNotificationSubscribers({ quietByDefault }),
  ...inboxNotificationSubscribers,
  // A direct message reaches the recipient outside the app by push or, without push, by email.
  ...deliveryMessageSubscribers({ quietByDefault }),
  // A group's costs changed: its members' open costs screens refetch (issue 28 item 7).
  ...expenseFrames,
  // A recorded payment: its payee is told, to mark it received.
  tellPayee,
  // A new member: the welcome email.
  ...emailMemberSubscribers,
  // A photo check decided (ADR 0044): the member is told by push or email.
  ...deliveryPhotoCheckSubscribers({ quietByDefault }),
];
