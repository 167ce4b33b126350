import type { Unread } from "../../../shared/contracts/chat";
import type { AppNotification } from "../../../shared/contracts/notifications";
import type { Language } from "../../../shared/languages";
import { NOTIFICATION_HEADLINES } from "../../../shared/texts";
import { listOf, startLabel } from "../../platform/i18n/format";
import { type Say, say, wordsIn } from "../../platform/i18n/words";
import type { NotificationList, StoredKind, StoredNotificationRow } from "./notification-rows";

const LIST_SIZE = 30;

// A reminder opens the event's group chat (every approved event has one; the event page stands in
// should it be missing).
const groupChat = (row: StoredNotificationRow) =>
  row.groupId ? `/chats/group/${row.groupId}/${row.eventId}` : `/event/${row.eventId}`;

// Where each stored kind opens: the request, the seeker's or the host's view of the event, the
// public event page, the group chat, or the member's view of the event with its review form.
const LINKS: Record<StoredKind, (row: StoredNotificationRow) => string> = {
  request_received: (row) => `/request/${row.eventId}/${row.actorId}`,
  request_accepted: (row) => `/listing/upcoming/detail/${row.eventId}`,
  request_rejected: (row) => `/event/${row.eventId}`,
  event_approved: (row) => `/listing/myevent/detail/${row.eventId}`,
  event_rejected: (row) => `/listing/myevent/detail/${row.eventId}`,
  event_cancelled: (row) => `/event/${row.eventId}`,
  event_reminder_24h: groupChat,
  event_reminder_2h: groupChat,
  review_nudge: (row) => `/listing/upcoming/detail/${row.eventId}`,
  // The member's view of the experience, with its "Home safe?" card.
  home_safe_check: (row) => `/listing/upcoming/detail/${row.eventId}`,
  waitlist_offered: (row) => `/listing/upcoming/detail/${row.eventId}`,
  // The seat went on: the event's public page, where the member can wait again.
  waitlist_offer_expired: (row) => `/event/${row.eventId}`,
  // The member's record of showing up, with its marks and the contest form, is on their profile.
  no_show_marked: () => "/profile",
  no_show_warning: () => "/profile",
  no_show_upheld: () => "/profile",
  no_show_overturned: () => "/profile",
  // The new listing's public page, where the follower can ask to join.
  host_listed: (row) => `/event/${row.eventId}`,
  // The weekly digest opens the events, For you first: the week's new ones lead it.
  new_near_you: () => "/events",
  // The trip's costs, where the payee marks it received (the event page should the group be gone).
  payment_recorded: (row) =>
    row.groupId ? `/chats/group/${row.groupId}/${row.eventId}/costs` : `/event/${row.eventId}`,
};

/**
 * A stored notification as its member reads it, in their language (ADR 0055): the row holds the
 * kind, the event and the actor, so the sentence is written when it is read or sent: a member who
 * switches language reads their whole list, history included, in the new one.
 */
export function presentNotification(row: StoredNotificationRow, language: Language): AppNotification {
  const kind = row.kind as StoredKind;
  const link = LINKS[kind](row);
  return {
    _id: row.id,
    kind,
    text: notificationText(wordsIn(language), language, kind, row),
    link,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

function notificationText(
  say: Say,
  language: Language,
  kind: StoredKind,
  row: StoredNotificationRow,
): string {
  const event = row.eventName;
  const who = row.actorName ?? say("notifications.someone");
  switch (kind) {
    case "request_received":
      return say("notifications.request_received", { who, event });
    case "event_reminder_24h":
    case "event_reminder_2h": {
      // The actor of a reminder is the host; the host's own reminder says "you".
      const host = row.actorId === row.userId ? say("notifications.you") : who;
      // Reminders go to the host and members: they say where exactly the group meets.
      const place = row.eventMeetingPlace
        ? `${row.eventMeetingPlace}, ${row.eventCity}`
        : `${row.eventCity}, ${row.eventState}`;
      const when = startLabel(language, row.eventStart);
      return say(`notifications.${kind}`, { event, when, place, host });
    }
    case "host_listed":
      return say("notifications.host_listed", {
        host: who,
        event,
        when: startLabel(language, row.eventStart),
        place: `${row.eventCity}, ${row.eventState}`,
      });
    case "payment_recorded":
      return say("notifications.payment_recorded", { who, event });
    // The row holds the week's best new listing (one event per notification); the others it found
    // are not stored, so it names that one.
    case "new_near_you":
      return newNearYou(say, language, [event, ...(row.relatedEventNames ?? [])]);
    default:
      return say(`notifications.${kind}`, { event });
  }
}

/** "New near you this week: A, B and 2 more" (`more`: how many good ones it leaves unnamed). */
export function newNearYou(say: Say, language: Language, events: readonly string[], more = 0): string {
  const named = more > 0 ? [...events, say("notifications.newNearYouMore", { count: more })] : [...events];
  return say("notifications.new_near_you", { list: listOf(language, named) });
}

// The kinds whose email subject and push title is a short line of their own (those the shared
// catalogue gives a headline); the others use the sentence itself.
type HeadlinedKind = keyof typeof NOTIFICATION_HEADLINES & StoredKind;
const isHeadlined = (kind: StoredKind): kind is HeadlinedKind => Object.hasOwn(NOTIFICATION_HEADLINES, kind);

/** The short line for an email's subject or a push's title, or null to use the sentence. */
export function notificationHeadline(row: StoredNotificationRow, language: Language = "en"): string | null {
  const kind = row.kind as StoredKind;
  return isHeadlined(kind) ? say(language, `notifications.headline.${kind}`, { event: row.eventName }) : null;
}

/**
 * An event's start as the screens write it (SPEC 9, India's time): "12 Jun 2026 · 7:30 AM".
 */
export function indiaStartLabel(start: Date): string {
  return startLabel("en", start);
}

// The bell's list: unread threads as "new message" items (one per thread, so a busy group is one
// line; they clear when the thread is read) mixed with stored notifications, newest first.
export function presentNotificationList(list: NotificationList) {
  // Items whose latest message came before the member last opened the list count as seen: they
  // stay listed until the thread is read, but no longer raise the bell's count.
  const seen = (last: string) => list.seenAt !== null && new Date(last).getTime() <= list.seenAt.getTime();
  const direct = list.direct.map(
    (r): AppNotification => ({
      _id: `user:${r.id}`,
      kind: "new_message",
      text: say(list.language, "notifications.directMessages", {
        who: r.name,
        count: list.unread.users[r.id]!,
      }),
      link: `/chats/user/${r.id}`,
      createdAt: new Date(r.last).toISOString(),
      read: seen(r.last),
    }),
  );
  const groups = list.groups.map(
    (r): AppNotification => ({
      _id: `group:${r.id}`,
      kind: "new_message",
      text: say(list.language, "notifications.groupMessages", {
        group: r.name,
        count: list.unread.groups[r.id]!,
      }),
      link: `/chats/group/${r.id}/${r.eventId}`,
      createdAt: new Date(r.last).toISOString(),
      read: seen(r.last),
    }),
  );
  const items = [...direct, ...groups, ...list.stored.map((row) => presentNotification(row, list.language))]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, LIST_SIZE);
  return { unread: items.filter((i) => !i.read).length, items };
}

export const presentUnread = (unread: Unread): Unread => ({
  total: unread.total,
  users: unread.users,
  groups: unread.groups,
});
