import { and, desc, eq, gte, sql } from "drizzle-orm";
import { structuredKind } from "../../../shared/chat-content";
import { LIMITS } from "../../../shared/limits";
import { GROUP_MESSAGES, PHOTO_MESSAGES } from "../../../shared/texts";
import { type Db, queryRows } from "../../db/client";
import { personColumns } from "../../db/member-columns";
import { events, groupMembers, groups, messages, users } from "../../db/schema";
import { authorize, conflict, forbidden, notFound } from "../../platform/errors";
import { type PreparedImage, putImage } from "../../platform/images";
import type { PhotoLinks } from "../../platform/photo-links";
import type { Realtime } from "../../platform/realtime-events";
import { imageUrl, type Storage } from "../../platform/storage";
import { markRead } from "../inbox/read-marks-service";
import { cleanContent } from "./direct-service";
import { cleanCaption, replyTarget, withExtras } from "./message-extras";
import { canAskForReviews, canSendToGroup, canUseGroup } from "./policy";
import { presentGroupMessage } from "./presenter";
import type { MyGroupRow } from "./rows";
import { insertMessageOnce } from "./send-once";

// The group of an event, if the viewer belongs to it (host or accepted member, kept in step by the
// events service). Banned members are refused by the auth guard before they get here.
export async function memberGroup(db: Db, viewerId: string, eventId: string) {
  const [row] = await db
    .select({
      groupId: groups.id,
      groupName: groups.groupName,
      image: events.image,
      hostId: events.createdBy,
      member: groupMembers.userId,
      toDate: events.toDate,
      eventStatus: events.eventStatus,
    })
    .from(groups)
    .innerJoin(events, eq(events.id, groups.eventId))
    .leftJoin(groupMembers, and(eq(groupMembers.groupId, groups.id), eq(groupMembers.userId, viewerId)))
    .where(eq(groups.eventId, eventId));
  if (!row) throw notFound(GROUP_MESSAGES.notFound);
  authorize(canUseGroup(row), forbidden(GROUP_MESSAGES.notMember));
  return row;
}

// The viewer's groups with their latest message, most recently active first.

export async function myGroups(opts: { db: Db; viewerId: string }) {
  const { db, viewerId } = opts;
  return queryRows<MyGroupRow>(
    db,
    sql`
    select g.id, g.group_name as "groupName", e.id as "eventId", e.image, e.created_by = ${viewerId} as "isHost",
           last.content as "lastContent", last.created_at as "lastAt", last.sender_id as "lastSenderId",
           last.name as "lastSenderName"
    from group_members gm
    join groups g on g.id = gm.group_id
    join events e on e.id = g.event_id
    left join lateral (
      -- A photo without a caption reads "📷 Photo" in the list.
      select case when m.content = '' and m.image is not null then ${PHOTO_MESSAGES.preview} else m.content end as content,
             m.created_at, m.sender_id, u.name
      from messages m join users u on u.id = m.sender_id
      where m.group_id = g.id
      order by m.created_at desc, m.id desc
      limit 1
    ) last on true
    where gm.user_id = ${viewerId}
    order by coalesce(last.created_at, g.created_at) desc, g.group_name`,
  );
}

// The newest messages, oldest first; with \`since\`, only those from then on (catch-up).

export async function groupMessages(opts: { db: Db; viewerId: string; eventId: string; since?: Date }) {
  const { db, viewerId, eventId, since } = opts;
  const { groupId } = await memberGroup(db, viewerId, eventId);
  const rows = await db
    .select({
      id: messages.id,
      content: messages.content,
      createdAt: messages.createdAt,
      clientId: messages.clientId,
      image: messages.image,
      replyToId: messages.replyToId,
      sender: personColumns(users),
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(and(eq(messages.groupId, groupId), since ? gte(messages.createdAt, since) : undefined))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(LIMITS.threadPageSize);
  // With each one's quote and reactions, read for the whole page at once (issue 28).
  return withExtras(db, rows.reverse());
}

// Members send text; only the host sends RSVP polls and review requests (JSON of type rsvp/review).
// Sending marks the group read for the sender and pushes the message to its current members.
export async function sendGroupMessage(opts: {
  db: Db;
  realtime: Realtime;
  storage: Storage;
  photoLinks: PhotoLinks;
  viewerId: string;
  eventId: string;
  content: string | undefined;
  /** The sender's id for the message (the outbox's): sent again, the stored one answers. */
  clientId?: string | undefined;
  /** A photo, checked and encoded (chat-photos.ts); its caption is `content`, and may be empty. */
  photo?: PreparedImage | undefined;
  /** The id of the message this one answers, which must be in this group. */
  replyTo?: string | undefined;
}) {
  const { db, viewerId, eventId } = opts;
  const text = opts.photo ? cleanCaption(opts.content) : cleanContent(opts.content);
  const group = await memberGroup(db, viewerId, eventId);
  const { groupId, hostId } = group;
  // A photo's caption is its words, never a poll or a review request.
  const kind = opts.photo ? null : structuredKind(text);
  authorize(canSendToGroup(viewerId, hostId, kind), forbidden(GROUP_MESSAGES.hostOnly));
  // Reviews can only be written once the event ends, so asking for them earlier asks for nothing.
  authorize(canAskForReviews(kind, group), conflict(GROUP_MESSAGES.reviewsAfterEnd));
  const replyTo = await replyTarget(db, opts.replyTo, { groupId });
  // Stored only now that nothing refused the send (ADR 0018 amendment).
  const image = opts.photo ? (await putImage(opts.storage, opts.photo)).key : null;
  const { row, created } = await insertMessageOnce(db, {
    senderId: viewerId,
    groupId,
    content: text,
    clientId: opts.clientId,
    image,
    replyToId: replyTo?.id ?? null,
  });
  const [sender] = await db.select(personColumns(users)).from(users).where(eq(users.id, viewerId));
  const sent = {
    id: row.id,
    content: row.content,
    createdAt: row.createdAt,
    clientId: row.clientId,
    image: row.image,
    replyToId: row.replyToId,
    sender: sender!,
    replyTo,
    reactions: [],
  };
  // Sent before (the outbox again, after a lost answer): everyone had it then.
  if (!created) return sent;
  await markRead({ db, userId: viewerId, thread: { kind: "group", id: groupId } });
  const message = presentGroupMessage(opts, sent);
  await opts.realtime.publish({
    type: "group-message",
    groupId,
    eventId,
    group: { groupName: group.groupName, image: imageUrl(opts.storage, group.image), hostId },
    message,
  });
  return sent;
}
