import type { Unread } from "../../../shared/contracts/chat";
import type { AppNotification } from "../../../shared/contracts/notifications";
import { todayInIndia } from "../../../shared/event-rules";
import { NOTIFICATION_HEADLINES, NOTIFICATION_MESSAGES } from "../../../shared/texts";
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

export function presentNotification(row: StoredNotificationRow): AppNotification {
  const kind = row.kind as StoredKind;
  const event = row.eventName;
  const link = LINKS[kind](row);
  return {
    _id: row.id,
    kind,
    text: notificationText(kind, row, event),
    link,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

function notificationText(kind: StoredKind, row: StoredNotificationRow, event: string): string {
  switch (kind) {
    case "request_received":
      return NOTIFICATION_MESSAGES.request_received(row.actorName ?? NOTIFICATION_MESSAGES.someone, event);
    case "event_reminder_24h":
    case "event_reminder_2h": {
      // The actor of a reminder is the host; the host's own reminder says "you".
      const host =
        row.actorId === row.userId
          ? NOTIFICATION_MESSAGES.you
          : (row.actorName ?? NOTIFICATION_MESSAGES.someone);
      // Reminders go to the host and members: they say where exactly the group meets.
      const place = row.eventMeetingPlace
        ? `${row.eventMeetingPlace}, ${row.eventCity}`
        : `${row.eventCity}, ${row.eventState}`;
      return NOTIFICATION_MESSAGES[kind](event, indiaStartLabel(row.eventStart), place, host);
    }
    case "host_listed":
      return NOTIFICATION_MESSAGES.host_listed(
        row.actorName ?? NOTIFICATION_MESSAGES.someone,
        event,
        indiaStartLabel(row.eventStart),
        `${row.eventCity}, ${row.eventState}`,
      );
    case "payment_recorded":
      return NOTIFICATION_MESSAGES.payment_recorded(row.actorName ?? NOTIFICATION_MESSAGES.someone, event);
    // The row holds the week's best new listing (one event per notification); the others it found
    // are not stored, so it names that one.
    case "new_near_you":
      return NOTIFICATION_MESSAGES.new_near_you([event, ...(row.relatedEventNames ?? [])]);
    default:
      return NOTIFICATION_MESSAGES[kind](event);
  }
}

/** The short line for an email's subject or a push's title, or null to use the sentence. */
export function notificationHeadline(row: StoredNotificationRow): string | null {
  const kind = row.kind as StoredKind;
  return kind in NOTIFICATION_HEADLINES
    ? NOTIFICATION_HEADLINES[kind as keyof typeof NOTIFICATION_HEADLINES](row.eventName)
    : null;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/**
 * An event's start as the screens write it (SPEC 9, India's time): "12 Jun 2026 · 7:30 AM". India
 * has no daylight saving, so its clock is UTC + 5:30 all year.
 */
export function indiaStartLabel(start: Date): string {
  const [year, month, day] = todayInIndia(start).split("-");
  const local = new Date(start.getTime() + 330 * 60_000);
  const hours = local.getUTCHours();
  const minutes = String(local.getUTCMinutes()).padStart(2, "0");
  const clock = `${hours % 12 || 12}:${minutes} ${hours < 12 ? "AM" : "PM"}`;
  return `${day} ${MONTHS[Number(month) - 1]} ${year} · ${clock}`;
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
      text: NOTIFICATION_MESSAGES.directMessages(r.name, list.unread.users[r.id]!),
      link: `/chats/user/${r.id}`,
      createdAt: new Date(r.last).toISOString(),
      read: seen(r.last),
    }),
  );
  const groups = list.groups.map(
    (r): AppNotification => ({
      _id: `group:${r.id}`,
      kind: "new_message",
      text: NOTIFICATION_MESSAGES.groupMessages(r.name, list.unread.groups[r.id]!),
      link: `/chats/group/${r.id}/${r.eventId}`,
      createdAt: new Date(r.last).toISOString(),
      read: seen(r.last),
    }),
  );
  const items = [...direct, ...groups, ...list.stored.map(presentNotification)]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, LIST_SIZE);
  return { unread: items.filter((i) => !i.read).length, items };
}

export const presentUnread = (unread: Unread): Unread => ({
  total: unread.total,
  users: unread.users,
  groups: unread.groups,
});
