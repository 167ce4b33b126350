import { sql } from "drizzle-orm";
import { CHAT_MESSAGES, GROUP_MESSAGES, MEMBER_NOT_FOUND, SEEN_MESSAGES } from "../../../shared/texts";
import { type Db, queryRows } from "../../db/client";
import { authorize, badRequest, forbidden, notFound } from "../../platform/errors";
import { canMessage, canSeeGroupReaders } from "./policy";

// Who has read a thread (issue 28 item 3), from the read marks the inbox keeps (`chat_reads`, one
// per member and thread, moved on as they read). A message is seen by a member whose mark is at or
// after it, so the thread's read marks answer every message of a page at once: one query gives the
// readers and the client counts per message (a page of 50 messages and a group of 20 is 20 rows,
// not 50 counts), and a live read moves one reader's mark in place.
//
// The rules (like WhatsApp's): a member who turned read receipts off (users.read_receipts) is never
// shown as a reader, and sees nobody's either. In a group only the host sees who read, and only the
// other members (the host's own mark is not a reader). In a conversation the other member is the
// one reader. Banned members are not readers; neither is a member who left the group.

export type ThreadKind = "user" | "group";
export type ReaderRow = { id: string; name: string; avatar: string | null; readAt: Date | string };
export type SeenBy = { receipts: boolean; readers: ReaderRow[] };

// The viewer's own switch and, for a group, whether they are in it and host it, in one row.
type GroupAccess = { groupId: string; hostId: string; member: boolean; receipts: boolean };

async function groupAccess(db: Db, viewerId: string, groupId: string) {
  const [row] = await queryRows<GroupAccess>(
    db,
    sql`
    select g.id as "groupId", e.created_by as "hostId",
           exists (select 1 from group_members gm where gm.group_id = g.id and gm.user_id = ${viewerId}) as member,
           coalesce((select u.read_receipts from users u where u.id = ${viewerId}), false) as receipts
    from groups g join events e on e.id = g.event_id
    where g.id = ${groupId}`,
  );
  if (!row) throw notFound(GROUP_MESSAGES.notFound);
  authorize(row.member, forbidden(GROUP_MESSAGES.notMember));
  authorize(canSeeGroupReaders(viewerId, row.hostId), forbidden(SEEN_MESSAGES.hostOnly));
  return row;
}

async function groupReaders(db: Db, viewerId: string, groupId: string): Promise<ReaderRow[]> {
  return queryRows<ReaderRow>(
    db,
    sql`
    select u.id, u.name, u.avatar, r.read_at as "readAt"
    from group_members gm
    join users u on u.id = gm.user_id and u.read_receipts and not u.is_banned
    join chat_reads r on r.user_id = gm.user_id and r.thread = 'group:' || gm.group_id
    where gm.group_id = ${groupId} and gm.user_id <> ${viewerId}
    order by r.read_at desc, u.name`,
  );
}

type DirectRow = {
  id: string;
  name: string;
  avatar: string | null;
  banned: boolean;
  deleted: boolean;
  blocked: boolean;
  viewerReceipts: boolean;
  otherReceipts: boolean;
  readAt: Date | string | null;
};

// The other member and their mark on the conversation, refused as the conversation is (self,
// unknown, banned or blocked: 404). A member who deleted their account reads nothing any more.
async function directReader(db: Db, viewerId: string, otherId: string): Promise<SeenBy> {
  authorize(canMessage(viewerId, otherId), badRequest(CHAT_MESSAGES.self));
  const [row] = await queryRows<DirectRow>(
    db,
    sql`
    select o.id, o.name, o.avatar, (o.is_banned and o.deleted_at is null) as banned,
           o.deleted_at is not null as deleted,
           o.read_receipts as "otherReceipts", r.read_at as "readAt",
           coalesce((select v.read_receipts from users v where v.id = ${viewerId}), false) as "viewerReceipts",
           exists (select 1 from blocks b where (b.blocker_id = ${viewerId} and b.blocked_id = o.id)
                                             or (b.blocker_id = o.id and b.blocked_id = ${viewerId})) as blocked
    from users o
    left join chat_reads r on r.user_id = o.id and r.thread = ${`user:${viewerId}`}
    where o.id = ${otherId}`,
  );
  if (!row || row.banned || row.blocked) throw notFound(MEMBER_NOT_FOUND);
  if (!row.viewerReceipts) return { receipts: false, readers: [] };
  const shown = row.otherReceipts && !row.deleted && row.readAt !== null;
  return {
    receipts: true,
    readers: shown ? [{ id: row.id, name: row.name, avatar: row.avatar, readAt: row.readAt! }] : [],
  };
}

/** The readers of a thread as the viewer may see them (see the rules above). */
export async function seenBy(opts: {
  db: Db;
  viewerId: string;
  thread: { kind: ThreadKind; id: string };
}): Promise<SeenBy> {
  const { db, viewerId, thread } = opts;
  if (thread.kind === "user") return directReader(db, viewerId, thread.id);
  const access = await groupAccess(db, viewerId, thread.id);
  if (!access.receipts) return { receipts: false, readers: [] };
  return { receipts: true, readers: await groupReaders(db, viewerId, access.groupId) };
}

/**
 * Who hears, live, that `readerId` moved their read mark on `thread` (as the reader names it): the
 * group's host, or the other member of the conversation, when both have read receipts on, the
 * reader is still in the group, and neither is banned nor blocks the other. One query.
 */
export async function seenAudience(opts: {
  db: Db;
  readerId: string;
  thread: { kind: ThreadKind; id: string };
}): Promise<string[]> {
  const { db, readerId, thread } = opts;
  const rows =
    thread.kind === "group"
      ? await queryRows<{ id: string }>(
          db,
          sql`
          select host.id
          from groups g
          join events e on e.id = g.event_id
          join users host on host.id = e.created_by and host.read_receipts and not host.is_banned
          join users reader on reader.id = ${readerId} and reader.read_receipts and not reader.is_banned
          where g.id = ${thread.id} and host.id <> reader.id
            and exists (select 1 from group_members gm where gm.group_id = g.id and gm.user_id = reader.id)
            and exists (select 1 from group_members gm where gm.group_id = g.id and gm.user_id = host.id)`,
        )
      : await queryRows<{ id: string }>(
          db,
          sql`
          select other.id
          from users other
          join users reader on reader.id = ${readerId} and reader.read_receipts and not reader.is_banned
          where other.id = ${thread.id} and other.id <> reader.id and other.read_receipts and not other.is_banned
            and not exists (select 1 from blocks b where (b.blocker_id = reader.id and b.blocked_id = other.id)
                                                      or (b.blocker_id = other.id and b.blocked_id = reader.id))`,
        );
  return rows.map((r) => r.id);
}
