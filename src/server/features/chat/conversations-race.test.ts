import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, queryRows } from "../../db/client";
import { messages } from "../../db/schema";
import { openTestDatabase, testDatabaseKind } from "../../test/database";
import { createUser } from "../../test/factories";
import { seededRandom } from "../../test/seeded-random";

// The conversations table (migration 0041) is written by the messages' trigger in each sender's
// transaction. Sent at once, in one pair and both ways, transactions commit in any order: one that
// began first (its message older) may commit last, and must not take the pair back to its message;
// two messages of one pair, sent opposite ways, must not deadlock on the pair's two rows.
// Concurrency needs several connections: PostgreSQL only.

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase({ poolSize: 10 });
});
afterAll(() => database.close());

type Side = { member_id: string; other_id: string; last_message_id: string; last_at: unknown };

// The pair's newest message by the chat's order (time, then id), as both sides must name it.
async function newestOfPair(a: string, b: string) {
  const [newest] = await queryRows<{ id: string; created_at: unknown }>(
    database.db,
    sql`select id, created_at from messages
        where (sender_id = ${a} and recipient_id = ${b}) or (sender_id = ${b} and recipient_id = ${a})
        order by created_at desc, id desc limit 1`,
  );
  return newest!;
}

async function sidesOf(a: string, b: string) {
  return queryRows<Side>(
    database.db,
    sql`select member_id, other_id, last_message_id, last_at from direct_conversations
        where (member_id = ${a} and other_id = ${b}) or (member_id = ${b} and other_id = ${a})
        order by member_id = ${a} desc`,
  );
}

describe.runIf(testDatabaseKind() === "postgres")("conversations written at once", () => {
  it("end with the pair's newest message on both sides, whatever order the senders commit in", async () => {
    const { db } = database;
    const random = seededRandom(39);
    const [a, b, c] = await Promise.all([createUser(db), createUser(db), createUser(db)]);
    const pairs = [
      [a!.id, b!.id],
      [b!.id, a!.id],
      [a!.id, c!.id],
      [c!.id, a!.id],
    ] as const;
    const base = Date.now();
    // Each sender holds its transaction open a moment after its insert, so commits come out of
    // order; half the messages carry their own time (as a seed or a restore would), some of them
    // older than those already in, the others take the transaction's start.
    const sends = Array.from({ length: 60 }, (_, i) => {
      const [senderId, recipientId] = pairs[random.int(pairs.length)]!;
      const createdAt = random.int(2) === 0 ? new Date(base - random.int(5) * 1000) : undefined;
      const hold = random.int(40);
      return db.transaction(async (tx) => {
        await tx.insert(messages).values({ senderId, recipientId, content: `at once ${i}`, createdAt });
        await tx.execute(sql`select pg_sleep(${hold / 1000})`);
      });
    });
    await Promise.all(sends);
    for (const [x, y] of [pairs[0], pairs[2]]) {
      const newest = await newestOfPair(x, y);
      const sides = await sidesOf(x, y);
      expect(sides).toEqual([
        { member_id: x, other_id: y, last_message_id: newest.id, last_at: newest.created_at },
        { member_id: y, other_id: x, last_message_id: newest.id, last_at: newest.created_at },
      ]);
    }
  });
});
