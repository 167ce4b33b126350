import { eq, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHOTO_MESSAGES } from "../../../shared/texts";
import { type Database, queryRows } from "../../db/client";
import { blocks, groups, messages, users } from "../../db/schema";
import { openTestDatabase } from "../../test/database";
import { createEvent, createUser } from "../../test/factories";
import { seededRandom } from "../../test/seeded-random";
import { companionList, companions } from "./direct-service";
import type { CompanionRow } from "./rows";

// The chat list reads the member's conversations kept by the message writes (ADR 0050, amended) and
// must list exactly what the plain join listed: this is that join, as it was, run beside it over
// random conversations, written in bulk and one by one out of order, emptied by an admin, deleted.
const joinedAsBefore = (viewerId: string): SQL => sql`
  select u.id, u.name, u.avatar, u.current_city as city, u.current_country as country,
         c.content as "lastContent", c.created_at as "lastAt", c.sender_id = ${viewerId} as "lastFromMe",
         u.deleted_at is not null as deleted
  from (
    select distinct on (other) other, content, created_at, sender_id
    from (
      select case when sender_id = ${viewerId} then recipient_id else sender_id end as other,
             case when content = '' and image is not null then ${PHOTO_MESSAGES.preview} else content end as content,
             created_at, sender_id, id
      from messages
      where recipient_id is not null and (sender_id = ${viewerId} or recipient_id = ${viewerId})
    ) t
    order by other, created_at desc, id desc
  ) c
  join users u on u.id = c.other
  where (not u.is_banned or u.deleted_at is not null)
    and not exists (select 1 from blocks b where (b.blocker_id = ${viewerId} and b.blocked_id = u.id) or (b.blocker_id = u.id and b.blocked_id = ${viewerId}))
  order by c.created_at desc
  limit 200`;

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

// Conversations of one member with a dozen others, messages often at the same instant (the id
// breaks the tie), photos without a caption, talk among the others and in a group, blocks either
// way, a banned member and a deleted one.
async function conversations(seed: number) {
  const below = seededRandom(seed).int;
  const { db } = database;
  const viewer = await createUser(db);
  const others = await Promise.all(Array.from({ length: 12 }, () => createUser(db)));
  const event = await createEvent(db, { createdBy: viewer.id });
  const [group] = await db.insert(groups).values({ eventId: event.id, groupName: "Trip" }).returning();
  const start = Date.now() - 86_400_000;
  const people = [viewer, ...others];
  await db.insert(messages).values(
    Array.from({ length: 80 }, (_, i) => {
      const other = others[below(others.length)]!;
      const mine = below(2) === 0;
      const photo = below(5) === 0;
      const between = below(6) === 0;
      return {
        senderId: between ? people[1 + below(others.length)]!.id : mine ? viewer.id : other.id,
        recipientId: between ? people[1 + below(others.length)]!.id : mine ? other.id : viewer.id,
        content: photo ? "" : `message ${i}`,
        image: photo ? `photo-${i}` : null,
        createdAt: new Date(start + below(20) * 60_000),
      };
    }),
  );
  await db.insert(messages).values({ senderId: viewer.id, groupId: group!.id, content: "to the group" });
  await db.insert(blocks).values([
    { blockerId: viewer.id, blockedId: others[0]!.id },
    { blockerId: others[1]!.id, blockedId: viewer.id },
  ]);
  await db.update(users).set({ isBanned: true }).where(eq(users.id, others[2]!.id));
  await db.update(users).set({ isBanned: true, deletedAt: new Date() }).where(eq(users.id, others[3]!.id));
  await laterChanges(below, viewer.id, others, start);
  return viewer;
}

// Messages one at a time, older and newer than those before them (an older one must not displace
// the newest); some emptied as an admin's removal does; some deleted, and one member's row deleted
// outright with their messages (the database's cascade: the app never deletes a message).
async function laterChanges(
  below: (n: number) => number,
  viewerId: string,
  others: { id: string }[],
  start: number,
) {
  const { db } = database;
  for (let i = 0; i < 15; i++) {
    const other = others[below(others.length)]!.id;
    const mine = below(2) === 0;
    await db.insert(messages).values({
      senderId: mine ? viewerId : other,
      recipientId: mine ? other : viewerId,
      content: `later ${i}`,
      createdAt: new Date(start + below(24) * 60_000),
    });
  }
  const mine = await queryRows<{ id: string }>(
    db,
    sql`select id from messages where recipient_id is not null and (sender_id = ${viewerId} or recipient_id = ${viewerId})
        order by created_at desc, id desc`,
  );
  const picked = (n: number) => Array.from({ length: n }, () => mine[below(mine.length)]!.id);
  await db.execute(
    sql`update messages set content = '', image = null where id in (${sql.join(
      picked(4).map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  // An admin's undo puts a removed message back, a photo with it.
  await db.execute(
    sql`update messages set content = 'put back', image = 'photo-back' where id in (${sql.join(
      picked(2).map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  // The newest few are the likeliest to be a conversation's last message.
  const newest = mine
    .slice(0, 6)
    .filter(() => below(2) === 0)
    .map((m) => m.id);
  await db.execute(
    sql`delete from messages where id in (${sql.join(
      [...newest, ...picked(5)].map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  await db.delete(users).where(eq(users.id, others[11]!.id));
}

// Each direction's newest message of every pair and its preview, counted from scratch (the
// migrations' backfill): what the triggers must have kept, whatever the order of the writes.
async function keptAsCounted() {
  const counted = await queryRows(
    database.db,
    sql`select distinct on (member_id, other_id) member_id, other_id, id as last_message_id, created_at as last_at,
          sender_id as last_sender_id, content as last_content, image is not null as last_is_photo
        from (select sender_id as member_id, recipient_id as other_id, id, created_at, sender_id, content, image
                from messages where recipient_id is not null
              union all
              select recipient_id, sender_id, id, created_at, sender_id, content, image
                from messages where recipient_id is not null) sides
        order by member_id, other_id, created_at desc, id desc`,
  );
  const kept = await queryRows(
    database.db,
    sql`select member_id, other_id, last_message_id, last_at, last_sender_id, last_content, last_is_photo
        from direct_conversations order by member_id, other_id`,
  );
  return { kept, counted };
}

// Conversations whose last messages came at the same instant have no order between them. The
// instant as one value: the raw join reads it as a string on PGlite, the list's statement as a Date.
const inOrder = (rows: CompanionRow[]) =>
  [...rows]
    .map((r) => ({ ...r, lastAt: new Date(r.lastAt).toISOString() }))
    .sort((a, b) => new Date(b.lastAt).getTime() - new Date(a.lastAt).getTime() || a.id.localeCompare(b.id));

describe("the chat list", () => {
  it.each([1, 2, 3, 4])("lists what the plain join listed (conversations %i)", async (seed) => {
    const viewer = await conversations(seed);
    const listed = await companions({ db: database.db, viewerId: viewer.id });
    const before = await queryRows<CompanionRow>(database.db, joinedAsBefore(viewer.id));
    expect(listed.length).toBeGreaterThan(0);
    expect(inOrder(listed)).toEqual(inOrder(before));
    for (let i = 1; i < listed.length; i++) {
      expect(new Date(listed[i - 1]!.lastAt).getTime()).toBeGreaterThanOrEqual(
        new Date(listed[i]!.lastAt).getTime(),
      );
    }
    const { kept, counted } = await keptAsCounted();
    expect(kept).toEqual(counted);
    // The newest few (ADR 0058) are the list's head, and its total is the list's length.
    for (const limit of [1, 3, 50]) {
      const newest = await companionList({ db: database.db, viewerId: viewer.id, limit });
      expect(newest.rows.map((r) => r.id)).toEqual(listed.slice(0, limit).map((r) => r.id));
      expect(newest.total).toBe(listed.length);
    }
  });

  // Left out as the range is read, not after: the banned and blocked among the newest do not
  // shorten the list below the 200 conversations that show.
  it("holds the 200 newest conversations that show when the newest are with the banned and blocked", async () => {
    const { db } = database;
    const viewer = await createUser(db);
    const others = [];
    for (let i = 0; i < 21; i++)
      others.push(...(await Promise.all(Array.from({ length: 10 }, () => createUser(db)))));
    const start = Date.now() - 86_400_000;
    await db.insert(messages).values(
      others.map((other, i) => ({
        senderId: i % 2 === 0 ? viewer.id : other.id,
        recipientId: i % 2 === 0 ? other.id : viewer.id,
        content: `message ${i}`,
        createdAt: new Date(start + i * 60_000),
      })),
    );
    const newest = others.slice(-8);
    await db.update(users).set({ isBanned: true }).where(eq(users.id, newest[0]!.id));
    await db.update(users).set({ isBanned: true }).where(eq(users.id, newest[1]!.id));
    await db.insert(blocks).values([
      { blockerId: viewer.id, blockedId: newest[2]!.id },
      { blockerId: newest[3]!.id, blockedId: viewer.id },
    ]);
    await db.update(users).set({ isBanned: true, deletedAt: new Date() }).where(eq(users.id, newest[4]!.id));
    const listed = await companions({ db, viewerId: viewer.id });
    expect(listed).toHaveLength(200);
    expect(inOrder(listed)).toEqual(inOrder(await queryRows<CompanionRow>(db, joinedAsBefore(viewer.id))));
    expect(listed.some((row) => row.id === newest[4]!.id && row.deleted)).toBe(true);
    // The total counts what the list holds: the 200 that show, not the banned and blocked beyond.
    const head = await companionList({ db, viewerId: viewer.id, limit: 8 });
    expect(head.rows.map((r) => r.id)).toEqual(listed.slice(0, 8).map((r) => r.id));
    expect(head.total).toBe(200);
  });
});
