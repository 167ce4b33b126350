import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { AppNotification } from "../../../shared/contracts/notifications";
import { NOTIFICATION_TEXTS } from "../../../shared/messages";
import type { Db } from "../../db/client";
import { chatReads, events, groups, notifications, users } from "../../db/schema";
import { threadKey, unreadCounts } from "../chat/unread-service";
import type { Realtime } from "../realtime/events";

export type StoredKind =
  | "request_received"
  | "request_accepted"
  | "request_rejected"
  | "event_approved"
  | "event_rejected";

const LIST_SIZE = 30;

type Row = {
  id: string;
  kind: string;
  eventId: string;
  eventName: string;
  actorId: string | null;
  actorName: string | null;
  createdAt: Date;
  readAt: Date | null;
};

function present(row: Row): AppNotification {
  const kind = row.kind as StoredKind;
  const event = row.eventName;
  const { text, link } = (() => {
    switch (kind) {
      case "request_received":
        return {
          text: NOTIFICATION_TEXTS.request_received(row.actorName ?? "Someone", event),
          link: `/request/${row.eventId}/${row.actorId}`,
        };
      case "request_accepted":
        return {
          text: NOTIFICATION_TEXTS.request_accepted(event),
          link: `/listing/upcoming/detail/${row.eventId}`,
        };
      case "request_rejected":
        return { text: NOTIFICATION_TEXTS.request_rejected(event), link: `/event/${row.eventId}` };
      case "event_approved":
        return {
          text: NOTIFICATION_TEXTS.event_approved(event),
          link: `/listing/myevent/detail/${row.eventId}`,
        };
      case "event_rejected":
        return {
          text: NOTIFICATION_TEXTS.event_rejected(event),
          link: `/listing/myevent/detail/${row.eventId}`,
        };
    }
  })();
  return { _id: row.id, kind, text, link, createdAt: row.createdAt.toISOString(), read: row.readAt !== null };
}

const rowColumns = {
  id: notifications.id,
  kind: notifications.kind,
  eventId: notifications.eventId,
  eventName: events.name,
  actorId: notifications.actorId,
  actorName: users.name,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
};

// Stores a notification and pushes it to the member's sockets.
export async function notify(
  deps: { db: Db; realtime: Realtime },
  input: { userId: string; kind: StoredKind; eventId: string; actorId?: string },
): Promise<void> {
  const [inserted] = await deps.db
    .insert(notifications)
    .values({
      userId: input.userId,
      kind: input.kind,
      eventId: input.eventId,
      actorId: input.actorId ?? null,
    })
    .returning({ id: notifications.id });
  const [row] = await deps.db
    .select(rowColumns)
    .from(notifications)
    .innerJoin(events, eq(events.id, notifications.eventId))
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(eq(notifications.id, inserted!.id));
  if (row)
    await deps.realtime.publish({ type: "notification", userId: input.userId, notification: present(row) });
}

// Unread threads as "new message" items (the correlated subqueries name their outer table in raw
// SQL because drizzle leaves columns of a single-table select unqualified): one per thread, so a busy group is one line, and they
// clear when the thread is read.
async function messageItems(db: Db, viewerId: string): Promise<AppNotification[]> {
  const [unread, seenAt] = await Promise.all([unreadCounts(db, viewerId), listSeenAt(db, viewerId)]);
  // Items whose latest message came before the member last opened the list count as seen: they
  // stay listed until the thread is read, but no longer raise the bell's count.
  const seen = (last: string) => seenAt !== null && new Date(last).getTime() <= seenAt.getTime();
  const userIds = Object.keys(unread.users);
  const groupIds = Object.keys(unread.groups);
  const items: AppNotification[] = [];
  if (userIds.length > 0) {
    const rows = await db
      .select({
        id: users.id,
        name: users.name,
        last: sql<string>`(select max(m.created_at) from messages m where m.sender_id = "users"."id" and m.recipient_id = ${viewerId})`,
      })
      .from(users)
      .where(inArray(users.id, userIds));
    for (const r of rows)
      items.push({
        _id: `user:${r.id}`,
        kind: "new_message",
        text: NOTIFICATION_TEXTS.directMessages(r.name, unread.users[r.id]!),
        link: `/chats/user/${r.id}`,
        createdAt: new Date(r.last).toISOString(),
        read: seen(r.last),
      });
  }
  if (groupIds.length > 0) {
    const rows = await db
      .select({
        id: groups.id,
        eventId: groups.eventId,
        name: groups.groupName,
        last: sql<string>`(select max(m.created_at) from messages m where m.group_id = "groups"."id")`,
      })
      .from(groups)
      .where(inArray(groups.id, groupIds));
    for (const r of rows)
      items.push({
        _id: `group:${r.id}`,
        kind: "new_message",
        text: NOTIFICATION_TEXTS.groupMessages(r.name, unread.groups[r.id]!),
        link: `/chats/group/${r.id}/${r.eventId}`,
        createdAt: new Date(r.last).toISOString(),
        read: seen(r.last),
      });
  }
  return items;
}

export async function listNotifications(db: Db, viewerId: string) {
  const [stored, messages] = await Promise.all([
    db
      .select(rowColumns)
      .from(notifications)
      .innerJoin(events, eq(events.id, notifications.eventId))
      .leftJoin(users, eq(users.id, notifications.actorId))
      .where(eq(notifications.userId, viewerId))
      .orderBy(desc(notifications.createdAt))
      .limit(LIST_SIZE),
    messageItems(db, viewerId),
  ]);
  const items = [...messages, ...stored.map(present)]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, LIST_SIZE);
  return { unread: items.filter((i) => !i.read).length, items };
}

// When the member last opened the list, kept as a read mark of its own beside the threads'.
const LIST_MARK = { kind: "list", id: "notifications" } as const;

async function listSeenAt(db: Db, viewerId: string): Promise<Date | null> {
  const [row] = await db
    .select({ readAt: chatReads.readAt })
    .from(chatReads)
    .where(and(eq(chatReads.userId, viewerId), eq(chatReads.thread, threadKey(LIST_MARK))));
  return row?.readAt ?? null;
}

export async function markNotificationsRead(db: Db, viewerId: string): Promise<void> {
  const now = new Date();
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, viewerId), isNull(notifications.readAt)));
  await db
    .insert(chatReads)
    .values({ userId: viewerId, thread: threadKey(LIST_MARK), readAt: now })
    .onConflictDoUpdate({ target: [chatReads.userId, chatReads.thread], set: { readAt: now } });
}
