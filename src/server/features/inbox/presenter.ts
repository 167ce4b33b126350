import type { Unread } from "../../../shared/contracts/chat";
import type { AppNotification } from "../../../shared/contracts/notifications";
import { NOTIFICATION_MESSAGES } from "../../../shared/texts";
import type { NotificationList, StoredKind, StoredNotificationRow } from "./notifications-service";

const LIST_SIZE = 30;

// Where each stored kind opens: the request, the seeker's or the host's view of the event, or the
// public event page.
const LINKS: Record<StoredKind, (row: StoredNotificationRow) => string> = {
  request_received: (row) => `/request/${row.eventId}/${row.actorId}`,
  request_accepted: (row) => `/listing/upcoming/detail/${row.eventId}`,
  request_rejected: (row) => `/event/${row.eventId}`,
  event_approved: (row) => `/listing/myevent/detail/${row.eventId}`,
  event_rejected: (row) => `/listing/myevent/detail/${row.eventId}`,
  event_cancelled: (row) => `/event/${row.eventId}`,
};

export function presentNotification(row: StoredNotificationRow): AppNotification {
  const kind = row.kind as StoredKind;
  const event = row.eventName;
  const text =
    kind === "request_received"
      ? NOTIFICATION_MESSAGES.request_received(row.actorName ?? NOTIFICATION_MESSAGES.someone, event)
      : NOTIFICATION_MESSAGES[kind](event);
  const link = LINKS[kind](row);
  return { _id: row.id, kind, text, link, createdAt: row.createdAt.toISOString(), read: row.readAt !== null };
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
