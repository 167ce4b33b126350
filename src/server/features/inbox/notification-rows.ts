import type { Unread } from "../../../shared/contracts/chat";
import type { Language } from "../../../shared/languages";

// What the inbox stores and reads of a notification, apart from the service that reads it, so that
// the presenter and still-true.ts (which the service calls) import no service back.

export type StoredKind =
  | "request_received"
  | "request_accepted"
  | "request_rejected"
  | "event_approved"
  | "event_rejected"
  | "event_cancelled"
  | "event_reminder_24h"
  | "event_reminder_2h"
  | "review_nudge"
  | "home_safe_check"
  | "waitlist_offered"
  | "waitlist_offer_expired"
  | "no_show_marked"
  | "no_show_warning"
  | "no_show_upheld"
  | "no_show_overturned"
  | "host_listed"
  | "new_near_you"
  | "payment_recorded";

export type StoredNotificationRow = {
  id: string;
  userId: string;
  kind: string;
  eventId: string;
  eventName: string;
  eventStart: Date;
  eventCity: string;
  eventState: string;
  /** Where the group meets (issue 27), for the reminders: they go to its host and members only. */
  eventMeetingPlace: string | null;
  listingStatus: string;
  listingEventStatus: string;
  relatedEventNames: string[] | null;
  /** The ids of the same, in the same order. */
  relatedEventIds: string[] | null;
  groupId: string | null;
  actorId: string | null;
  actorName: string | null;
  createdAt: Date;
  readAt: Date | null;
};

/** The member's stored notifications, their unread threads and when they last opened the list. */
export type NotificationList = {
  /** The member's language (ADR 0055): the list is written in it. */
  language: Language;
  stored: StoredNotificationRow[];
  unread: Unread;
  seenAt: Date | null;
  direct: { id: string; name: string; last: string }[];
  groups: { id: string; eventId: string; name: string; last: string }[];
};

/** A listing a notification names, and the path of its page. */
export type NamedListing = { name: string; path: string };

/**
 * The listings the weekly "New near you" names, best first, each with its page (issue 41: an email
 * links every name, a push opens the best and offers the others); none for other kinds, which
 * open their one link.
 */
export function namedListings(row: StoredNotificationRow): NamedListing[] {
  if (row.kind !== "new_near_you") return [];
  const names = row.relatedEventNames ?? [];
  const ids = row.relatedEventIds ?? [];
  return [
    { name: row.eventName, path: `/event/${row.eventId}` },
    ...ids.map((id, k) => ({ name: names[k]!, path: `/event/${id}` })),
  ];
}
