// Conversations for the chat list's measurements (issue 39 item 4): members (`talkers`, the first
// bench members; one unless said) who have each exchanged messages with `companions` others, among a
// table of messages between everybody else, so that the list's plan meets a members table and a
// messages table of a real city's size. Several talkers let the bench ask a different member's list
// each request.
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../src/server/db/client";
import { queryRows } from "../src/server/db/client";

type Opts = {
  companions: number;
  messagesEach: number;
  background: number;
  blocks: number;
  talkers?: number;
};

export async function seedConversations(
  database: Database,
  opts: Opts,
): Promise<{ memberId: string; talkerIds: string[] }> {
  const { db } = database;
  const subjects = Array.from({ length: opts.talkers ?? 1 }, (_, k) => `member-${k}`);
  const talkers = await queryRows<{ id: string }>(
    db,
    sql`select id from users where issuer = 'bench' and subject in (${sql.join(
      subjects.map((s) => sql`${s}`),
      sql`, `,
    )}) order by subject`,
  );
  const [member] = talkers;
  if (!member) throw new Error("seedConversations: seed the bench members first (bench-seed.ts)");
  for (const [k, talker] of talkers.entries()) await db.execute(conversationsOf(talker.id, k, opts));
  // Everybody else talking among themselves: pairs picked by two strides through the table.
  await db.execute(sql`
    with everyone as (
      select id, row_number() over (order by id) - 1 as n, count(*) over () as total
      from users where id <> ${member.id}
    ), total as (select max(total) as total from everyone)
    insert into messages (sender_id, recipient_id, content, created_at)
    select a.id, b.id, 'hello ' || g, now() - g * interval '1 second'
    from generate_series(1, ${opts.background}) g
    cross join total
    join everyone a on a.n = (g::bigint * 7919) % total.total
    join everyone b on b.n = (g::bigint * 104729 + 1) % total.total
    where a.id <> b.id`);
  // Blocks between other members: the list leaves out blocked pairs, and must not read all of them.
  await db.execute(sql`
    with everyone as (
      select id, row_number() over (order by id) - 1 as n, count(*) over () as total
      from users where id <> ${member.id}
    ), total as (select max(total) as total from everyone)
    insert into blocks (blocker_id, blocked_id)
    select a.id, b.id
    from generate_series(1, ${opts.blocks}) g
    cross join total
    join everyone a on a.n = (g::bigint * 31) % total.total
    join everyone b on b.n = (g::bigint * 7907 + 3) % total.total
    where a.id <> b.id
    on conflict do nothing`);
  await db.execute(sql`analyze`);
  return { memberId: member.id, talkerIds: talkers.map((t) => t.id) };
}

// One talker's companions, spread over the whole table (every k-th member by id, shifted by the
// talker's place so that talkers differ), each conversation a few messages either way, the newest
// conversations first.
function conversationsOf(talkerId: string, shift: number, opts: Opts): SQL {
  return sql`
    with everyone as (
      select id, row_number() over (order by id) as n, count(*) over () as total
      from users where id <> ${talkerId}
    ), companions as (
      select id, n from everyone where (n + ${shift}) % (total / ${opts.companions}) = 0 limit ${opts.companions}
    )
    insert into messages (sender_id, recipient_id, content, created_at)
    select case when k % 2 = 0 then ${talkerId}::uuid else c.id end,
           case when k % 2 = 0 then c.id else ${talkerId}::uuid end,
           'message ' || k, now() - ((c.n * ${opts.messagesEach} + k) * interval '1 minute')
    from companions c cross join generate_series(1, ${opts.messagesEach}) k`;
}
