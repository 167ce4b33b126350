import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Unread } from "../../../shared/contracts/chat";
import { DEFAULT_LANGUAGE, type Language } from "../../../shared/languages";
import type { Db, Tx } from "../../db/client";
import { languageOf } from "../../db/member-language";
import { chatReads, events, groups, notifications, users } from "../../db/schema";
import {
  NOTIFICATIONS_PER_EVENT,
  notificationRecorded,
  notificationsRecorded,
} from "../../domain/notifications";
import type { RecordEvent } from "../../platform/events/subscriber";
import type { Realtime } from "../../platform/realtime-events";
import {
  type NotificationList,
  namedListings,
  type StoredKind,
  type StoredNotificationRow,
} from "./notification-rows";
import { notificationHeadline, presentNotification } from "./presenter";
import { threadKey, unreadCounts } from "./read-marks-service";
import { stillTrue } from "./still-true";

// The rows' types live apart, for the presenter and still-true.ts to read (notification-rows.ts).
export type { NotificationList, StoredKind, StoredNotificationRow };

const LIST_SIZE = 30;

// Reminders tell when and where the event is and open its group chat, so the event's start, place
// and group come along (the group by a left join: a listing never approved has none).
const rowColumns = {
  id: notifications.id,
  userId: notifications.userId,
  kind: notifications.kind,
  eventId: notifications.eventId,
  eventName: events.name,
  eventStart: events.fromDate,
  eventCity: events.city,
  eventState: events.state,
  eventMeetingPlace: events.meetingPlace,
  // Whether the listing still runs, as of this read: a delivery's check that it still holds reads
  // it here instead of asking again (still-true.ts).
  listingStatus: events.status,
  listingEventStatus: events.eventStatus,
  // The names of the further experiences it names, in its order (listings since closed left out).
  // Only a row that names some reads them: `= any(null)` would still scan every event.
  relatedEventNames: sql<
    string[] | null
  >`case when ${notifications.relatedEventIds} is null then null else (select array_agg(r.name order by array_position(${notifications.relatedEventIds}, r.id)) from events r where r.id = any(${notifications.relatedEventIds}) and r.status = 'approved' and r.event_status = 'ongoing') end`,
  // Their ids, in the same order and by the same rule (each name links to its page in an email).
  relatedEventIds: sql<
    string[] | null
  >`case when ${notifications.relatedEventIds} is null then null else (select array_agg(r.id::text order by array_position(${notifications.relatedEventIds}, r.id)) from events r where r.id = any(${notifications.relatedEventIds}) and r.status = 'approved' and r.event_status = 'ongoing') end`,
  groupId: groups.id,
  actorId: notifications.actorId,
  actorName: users.name,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
};

/** What one notification tells, to whom: what a subscriber or a reminder stores. */
export type Notice = {
  userId: string;
  kind: StoredKind;
  eventId: string;
  actorId?: string;
  // Further experiences it names after eventId, in order (the weekly "New near you").
  relatedEventIds?: string[];
  // What it tells happens to this once (a request, a listing): its delivery is keyed by it.
  once: string;
};

// Inside the transaction of the change that causes it (or of the subscriber that tells of it):
// stores the notification and records that it was, so both exist exactly when the change does.
// What follows is not the inbox's to decide (ADR 0030): the subscribers of notification.recorded
// put it on the member's open sockets and deliver it outside the app (features/delivery), by push
// or email as the member's preferences, devices and quiet hours say. `at` is when it happened (the
// job's clock for a reminder).
export async function recordNotification(
  tx: Db | Tx,
  record: RecordEvent,
  notice: Notice,
  at?: Date,
): Promise<void> {
  const [inserted] = await tx
    .insert(notifications)
    .values({
      userId: notice.userId,
      kind: notice.kind,
      eventId: notice.eventId,
      actorId: notice.actorId ?? null,
    })
    .returning({ id: notifications.id });
  const { userId, kind, once } = notice;
  record(notificationRecorded.of({ notificationId: inserted!.id, userId, kind, once }, at));
}

/**
 * Many notifications at once (a host's followers told of a new listing): one insert whatever their
 * number, and one notifications.recorded per NOTIFICATIONS_PER_EVENT of them.
 */
export async function recordNotifications(
  tx: Db | Tx,
  record: RecordEvent,
  notices: Notice[],
  at?: Date,
): Promise<void> {
  if (notices.length === 0) return;
  const inserted = await tx
    .insert(notifications)
    .values(
      notices.map((notice) => ({
        userId: notice.userId,
        kind: notice.kind,
        eventId: notice.eventId,
        actorId: notice.actorId ?? null,
        relatedEventIds: notice.relatedEventIds?.length ? notice.relatedEventIds : null,
      })),
    )
    .returning({ id: notifications.id, userId: notifications.userId });
  // Matched by member, not by position: one notice per member here, and RETURNING's order is the
  // database's to choose.
  const byUser = new Map(notices.map((notice) => [notice.userId, notice]));
  const recorded = inserted.map((row) => {
    const { kind, once } = byUser.get(row.userId)!;
    return { notificationId: row.id, userId: row.userId, kind, once };
  });
  for (let i = 0; i < recorded.length; i += NOTIFICATIONS_PER_EVENT) {
    record(notificationsRecorded.of({ notifications: recorded.slice(i, i + NOTIFICATIONS_PER_EVENT) }, at));
  }
}

/** Notifications whose delivery waits for the end of the member's quiet hours (delivery decides). */
export async function holdNotifications(tx: Db | Tx, ids: string[], until: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(notifications).set({ heldUntil: until }).where(inArray(notifications.id, ids));
}

// After the commit: the stored notifications reach their members' open sockets.
export async function publishNotifications(opts: {
  db: Db;
  realtime: Realtime;
  ids: string[];
}): Promise<void> {
  if (opts.ids.length === 0) return;
  const rows = await storedNotifications(opts.db, opts.ids);
  // Each in its member's language, as the bell lists it.
  for (const row of rows) {
    await opts.realtime.publish({
      type: "notification",
      userId: row.userId,
      notification: presentNotification(row, row.language ?? DEFAULT_LANGUAGE),
    });
  }
}

// Where a notification leaves the app (a push, an email, a frame to the bell), its member's language
// comes with it (ADR 0055): one statement, not one more per member (on PGlite every statement waits
// its turn on one thread, and a request to join sends a frame and a push).
const leavingColumns = {
  ...rowColumns,
  language: sql<Language | null>`(select m.language from users m where m.id = ${notifications.userId})`,
};

async function storedNotifications(db: Db, ids: string[]) {
  return db
    .select(leavingColumns)
    .from(notifications)
    .innerJoin(events, eq(events.id, notifications.eventId))
    .leftJoin(users, eq(users.id, notifications.actorId))
    .leftJoin(groups, eq(groups.eventId, events.id))
    .where(inArray(notifications.id, ids));
}

/**
 * One notification as its push or email tells it: to whom, the bell's sentence and where it opens;
 * null when it is gone, or no longer true (still-true.ts): nothing is sent then.
 */
export async function notificationForDelivery(opts: { db: Db; notificationId: string }) {
  const [row] = await storedNotifications(opts.db, [opts.notificationId]);
  if (!row || !(await stillTrue(opts.db, row))) return null;
  return forDelivery(row, row.language ?? DEFAULT_LANGUAGE);
}

// Written in the member's language as it is sent (ADR 0055): a member who switched since the
// notification was stored gets it in the new one.
function forDelivery(row: StoredNotificationRow, language: Language) {
  const presented = presentNotification(row, language);
  return {
    id: row.id,
    userId: row.userId,
    kind: row.kind as StoredKind,
    eventId: row.eventId,
    eventName: row.eventName,
    text: presented.text,
    link: presented.link,
    // The listings it names, each with its page (the weekly digest names a few; others none).
    listings: namedListings(row),
    // The short line for an email's subject or a push's title.
    headline: notificationHeadline(row, language),
    language,
  };
}

export type DeliveredNotification = ReturnType<typeof forDelivery>;

/**
 * The member's notifications held until `until` and not yet sent, in the order they happened,
 * each with whether it still holds now.
 */
export async function heldNotifications(opts: { db: Db; userId: string; until: Date }) {
  const rows = await opts.db
    .select(rowColumns)
    .from(notifications)
    .innerJoin(events, eq(events.id, notifications.eventId))
    .leftJoin(users, eq(users.id, notifications.actorId))
    .leftJoin(groups, eq(groups.eventId, events.id))
    .where(and(eq(notifications.userId, opts.userId), eq(notifications.heldUntil, opts.until)))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
  const language = await languageOf(opts.db, opts.userId);
  const told = [];
  for (const row of rows)
    told.push({ ...forDelivery(row, language), stillTrue: await stillTrue(opts.db, row) });
  return told;
}

/** Held notifications sent (or dropped): a retry of the morning's delivery skips them. */
export async function releaseHeld(db: Db, ids: string[]): Promise<void> {
  if (ids.length > 0)
    await db.update(notifications).set({ heldUntil: null }).where(inArray(notifications.id, ids));
}

// The member's stored notifications and their unread threads, with the time they last opened the
// list (the presenter turns them into one list). The correlated subqueries name their outer table
// in raw SQL because drizzle leaves columns of a single-table select unqualified.
export async function listNotifications(opts: { db: Db; userId: string }): Promise<NotificationList> {
  const { db, userId: viewerId } = opts;
  const [stored, unread, seenAt, language] = await Promise.all([
    db
      .select(rowColumns)
      .from(notifications)
      .innerJoin(events, eq(events.id, notifications.eventId))
      .leftJoin(users, eq(users.id, notifications.actorId))
      .leftJoin(groups, eq(groups.eventId, events.id))
      .where(eq(notifications.userId, viewerId))
      .orderBy(desc(notifications.createdAt))
      .limit(LIST_SIZE),
    unreadCounts(opts),
    listSeenAt(db, viewerId),
    languageOf(db, viewerId),
  ]);
  const [direct, groupRows] = await Promise.all([
    unreadSenders(db, viewerId, unread),
    unreadGroups(db, unread),
  ]);
  return { language, stored, unread, seenAt, direct, groups: groupRows };
}

async function unreadSenders(db: Db, viewerId: string, unread: Unread) {
  const userIds = Object.keys(unread.users);
  if (userIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      name: users.name,
      last: sql<string>`(select max(m.created_at) from messages m where m.sender_id = "users"."id" and m.recipient_id = ${viewerId})`,
    })
    .from(users)
    .where(inArray(users.id, userIds));
}

async function unreadGroups(db: Db, unread: Unread) {
  const groupIds = Object.keys(unread.groups);
  if (groupIds.length === 0) return [];
  return db
    .select({
      id: groups.id,
      eventId: groups.eventId,
      name: groups.groupName,
      last: sql<string>`(select max(m.created_at) from messages m where m.group_id = "groups"."id")`,
    })
    .from(groups)
    .where(inArray(groups.id, groupIds));
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

// The member opened the list: every notification is read, and the list is answered afresh.
export async function readNotifications(opts: { db: Db; userId: string }) {
  const now = new Date();
  await opts.db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, opts.userId), isNull(notifications.readAt)));
  await opts.db
    .insert(chatReads)
    .values({ userId: opts.userId, thread: threadKey(LIST_MARK), readAt: now })
    .onConflictDoUpdate({ target: [chatReads.userId, chatReads.thread], set: { readAt: now } });
  return listNotifications(opts);
}
