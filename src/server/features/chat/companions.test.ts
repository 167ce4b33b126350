import { eq, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHOTO_MESSAGES } from "../../../shared/texts";
import { type Database, queryRows } from "../../db/client";
import { blocks, groups, messages, users } from "../../db/schema";
import { openTestDatabase } from "../../test/database";
import { createEvent, createUser } from "../../test/factories";
import { seededRandom } from "../../test/seeded-random";
import { companions } from "./direct-service";
import type { CompanionRow } from "./rows";

// The chat list reads its companions by primary key (ADR 0050) and must list exactly what the plain
// join listed: this is that join, as it was, run beside it over random conversations.
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
  return viewer;
}

// Conversations whose last messages came at the same instant have no order between them.
const inOrder = (rows: CompanionRow[]) =>
  [...rows].sort(
    (a, b) => new Date(b.lastAt).getTime() - new Date(a.lastAt).getTime() || a.id.localeCompare(b.id),
  );

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
  });
});
