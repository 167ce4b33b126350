import { sql } from "drizzle-orm";
import type { Unread } from "../../../shared/contracts/chat";
import { GROUP_MESSAGES } from "../../../shared/texts";
import { type Db, queryRows } from "../../db/client";
import { notFound } from "../../platform/errors";
import type { Realtime } from "../../platform/realtime-events";

// The inbox owns read marks: one per member and thread (a conversation, a group, or the
// notification list itself). Chat marks threads read through it; the inbox never calls chat.
export type ThreadRef = { kind: "user" | "group" | "list"; id: string };

export const threadKey = (ref: ThreadRef) => `${ref.kind}:${ref.id}`;

// Unread messages per thread: messages from others newer than the member's read mark. A group
// counts from when the member joined it, so history from before does not show as unread. Banned
// senders and blocked pairs do not count, as their messages are not shown either; a member who
// deleted their account does, as their conversation stays in the chat list (ADR 0025).
export async function unreadCounts(opts: { db: Db; userId: string }): Promise<Unread> {
  const { db, userId: viewerId } = opts;
  const rows = await queryRows<{ kind: "user" | "group"; id: string; n: number }>(
    db,
    sql`
    select 'user' as kind, m.sender_id as id, count(*)::int as n
    from messages m
    join users u on u.id = m.sender_id and (not u.is_banned or u.deleted_at is not null)
    left join chat_reads r on r.user_id = ${viewerId} and r.thread = 'user:' || m.sender_id
    where m.recipient_id = ${viewerId}
      and m.created_at > coalesce(r.read_at, '-infinity'::timestamptz)
      and not exists (select 1 from blocks b where (b.blocker_id = ${viewerId} and b.blocked_id = m.sender_id)
                                               or (b.blocker_id = m.sender_id and b.blocked_id = ${viewerId}))
    group by m.sender_id
    union all
    select 'group' as kind, gm.group_id as id, count(*)::int as n
    from group_members gm
    join messages m on m.group_id = gm.group_id and m.sender_id <> ${viewerId}
    left join chat_reads r on r.user_id = ${viewerId} and r.thread = 'group:' || gm.group_id
    where gm.user_id = ${viewerId}
      and m.created_at > coalesce(r.read_at, gm.joined_at)
    group by gm.group_id`,
  );
  const result: Unread = { total: 0, users: {}, groups: {} };
  for (const row of rows) {
    (row.kind === "user" ? result.users : result.groups)[row.id] = row.n;
    result.total += row.n;
  }
  return result;
}

// Marks a thread read up to now (also when the member sends to it: replying means having read).
// Any id is accepted for a thread the member has no messages in (the mark is harmless); something
// that is not an id at all never reaches here (the route's params are uuid-or-404).
// Answers where the mark now stands.
export async function markRead(opts: { db: Db; userId: string; thread: ThreadRef }): Promise<Date> {
  const [row] = await queryRows<{ readAt: Date | string }>(
    opts.db,
    sql`
    insert into chat_reads (user_id, thread, read_at) values (${opts.userId}, ${threadKey(opts.thread)}, now())
    on conflict (user_id, thread) do update set read_at = greatest(chat_reads.read_at, excluded.read_at)
    returning read_at as "readAt"`,
  );
  return new Date(row!.readAt);
}

// The member opened a thread: it is read, and the counts that remain are answered. Whoever sees
// their read marks ("Seen by" on a host's messages, "Seen" in a conversation: issue 28 item 3)
// hears of it on their socket; the hub asks chat who that is, so the inbox decides nothing of it.
export async function readThread(opts: {
  db: Db;
  realtime: Realtime;
  userId: string;
  thread: ThreadRef & { kind: "user" | "group" };
}): Promise<Unread> {
  // A group's read marks are its members' (others see them as "Seen by"): for a group the member
  // is not in, or an id that is no group (an event's), 404, as reading its messages is.
  if (opts.thread.kind === "group" && !(await inGroup(opts.db, opts.userId, opts.thread.id)))
    throw notFound(GROUP_MESSAGES.notFound);
  const readAt = await markRead(opts);
  await opts.realtime.publish({
    type: "thread-read",
    readerId: opts.userId,
    thread: { kind: opts.thread.kind, id: opts.thread.id },
    readAt: readAt.toISOString(),
  });
  return unreadCounts(opts);
}

async function inGroup(db: Db, userId: string, groupId: string): Promise<boolean> {
  const rows = await queryRows<{ found: number }>(
    db,
    sql`select 1 as found from group_members where group_id = ${groupId} and user_id = ${userId}`,
  );
  return rows.length > 0;
}
