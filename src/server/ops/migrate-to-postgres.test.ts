import { rm } from "node:fs/promises";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase, queryRows } from "../db/client";
import { events, messages, users } from "../db/schema";
import { createPgTestDatabase, pgliteDataDir, testDatabaseKind } from "../test/database";
import { countRows, imageDigests, seedCommunity } from "../test/ops-seed";
import { compareDatabases } from "./compare-databases";
import { migrateToPostgres } from "./migrate-to-postgres";
import { openPgliteClient, openPostgresClient } from "./sql-client";

// Members, events and messages as the app reads them (every column), sorted by id.
async function snapshot(db: Database["db"]) {
  const byId = <T extends { id: string }>(rows: T[]) => rows.sort((a, b) => a.id.localeCompare(b.id));
  return {
    users: byId(await db.select().from(users)),
    events: byId(await db.select().from(events)),
    messages: byId(await db.select().from(messages)),
    searchVectors: await queryRows(db, sql`select id, search_vector::text from events order by id`),
  };
}

describe.runIf(testDatabaseKind() === "postgres")("npm run migrate-to-postgres", () => {
  let dataDir: string;
  let before: {
    counts: Record<string, number>;
    images: Record<string, string>;
    rows: Awaited<ReturnType<typeof snapshot>>;
  };

  beforeAll(async () => {
    // The run's migrated template (places seeded): an empty directory ran initdb and every migration.
    dataDir = pgliteDataDir();
    const embedded = await openDatabase({ kind: "pglite", dataDir });
    try {
      await seedCommunity(embedded.db);
      // A reply and a pinned message: keys that form cycles (messages -> messages, groups ->
      // messages -> groups), which the copy inserts in one transaction and checks at its end.
      await embedded.db.execute(sql`
        with pair as (
          select m.group_id, min(m.id::text)::uuid as first, max(m.id::text)::uuid as last
            from messages m where m.group_id is not null group by m.group_id having count(*) > 1 limit 1)
        update messages set reply_to_id = pair.first from pair where messages.id = pair.last`);
      await embedded.db.execute(sql`
        update groups set pinned_message_id = (select m.id from messages m where m.reply_to_id is not null limit 1)
         where id = (select m.group_id from messages m where m.reply_to_id is not null limit 1)`);
      before = {
        counts: await countRows(embedded.db),
        images: await imageDigests(embedded.db),
        rows: await snapshot(embedded.db),
      };
    } finally {
      await embedded.close();
    }
  }, 90_000);
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("keeps every member, event, message and image, and says so table by table", {
    timeout: 90_000,
  }, async () => {
    // A database the app has migrated and seeded with locations, but with no members yet.
    const target = (await createPgTestDatabase())!;
    try {
      const comparison = await migrateToPostgres({ dataDir, databaseUrl: target.url });
      expect(comparison.ok).toBe(true);
      expect(comparison.tables.find((t) => t.table === "images")).toMatchObject({
        sourceRows: 2,
        targetRows: 2,
        sampled: 2,
      });

      const moved = await openDatabase({ kind: "postgres", url: target.url, poolSize: 2 });
      try {
        expect(await countRows(moved.db)).toEqual(before.counts);
        expect(await imageDigests(moved.db)).toEqual(before.images);
        expect(await snapshot(moved.db)).toEqual(before.rows);
        // The members counter came across as it was, not bumped by the copy's inserts.
        const [counter] = await queryRows<{ value: number }>(
          moved.db,
          sql`select value from app_counters where key = 'members'`,
        );
        // Two counters: members (matching's index) and listings (discovery's snapshot, issue 27).
        expect(before.counts.app_counters).toBe(2);
        expect(Number(counter?.value)).toBeGreaterThan(0);

        // A target that now has members is refused, unless --force replaces everything in it.
        await expect(migrateToPostgres({ dataDir, databaseUrl: target.url })).rejects.toThrow(
          /already has 4 members/,
        );
        await moved.db
          .update(messages)
          .set({ content: "changed by hand" })
          .where(eq(messages.content, "See you there 🙌"));
        expect((await migrateToPostgres({ dataDir, databaseUrl: target.url, force: true })).ok).toBe(true);
        expect(await snapshot(moved.db)).toEqual(before.rows);
      } finally {
        await moved.close();
      }
    } finally {
      await target.drop();
    }
  });

  it("names the rows and columns that differ", { timeout: 90_000 }, async () => {
    const target = (await createPgTestDatabase())!;
    try {
      expect((await migrateToPostgres({ dataDir, databaseUrl: target.url })).ok).toBe(true);
      const source = await openPgliteClient(dataDir);
      const pg = await openPostgresClient(target.url);
      try {
        await pg.query(`update messages set content = 'changed by hand' where content = 'See you there 🙌'`);
        await pg.query(
          `update images set bytes = bytes || '\\x00'::bytea, size = size + 1 where key = 'event-seed.webp'`,
        );
        const comparison = await compareDatabases(source, pg);
        expect(comparison.ok).toBe(false);
        const differing = comparison.tables.filter((t) => !t.sameDigest).map((t) => t.table);
        expect(differing).toEqual(["images", "messages"]);
        const messageRow = comparison.tables.find((t) => t.table === "messages")!;
        expect(messageRow.differences).toEqual([expect.stringMatching(/ content$/)]);
        const imageRow = comparison.tables.find((t) => t.table === "images")!;
        expect(imageRow.differences.sort()).toEqual([
          expect.stringMatching(/ bytes$/),
          expect.stringMatching(/ size$/),
        ]);
      } finally {
        await pg.close();
        await source.close();
      }
    } finally {
      await target.drop();
    }
  });

  it("refuses while a server runs on the embedded database", { timeout: 60_000 }, async () => {
    const target = (await createPgTestDatabase())!;
    const server = await openDatabase({ kind: "pglite", dataDir });
    try {
      await expect(migrateToPostgres({ dataDir, databaseUrl: target.url })).rejects.toThrow(
        /Stop the server first/,
      );
    } finally {
      await server.close();
      await target.drop();
    }
  });
});
