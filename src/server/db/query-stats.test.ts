import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/database";
import type { Database } from "./client";

let database: Database;
const timings: number[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  database.stats.onQuery((seconds) => timings.push(seconds));
});
afterAll(() => database.close());

describe("query timing", () => {
  it("times queries alone, in transactions and failed ones, and counts none left under way", async () => {
    const before = timings.length;
    await database.db.execute(sql`select 1`);
    expect(timings.length).toBe(before + 1);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 2`);
      await tx.execute(sql`select 3`);
    });
    // The two in the transaction at least (PostgreSQL's begin and commit are queries of their own).
    expect(timings.length).toBeGreaterThanOrEqual(before + 3);
    const failure = await database.db.execute(sql`select * from no_such_table`).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(Error);
    expect(timings.length).toBeGreaterThanOrEqual(before + 4);
    for (const seconds of timings) expect(seconds).toBeGreaterThanOrEqual(0);
    expect(database.stats.inFlight()).toBe(0);
  });

  it("counts queries under way while they run", async () => {
    const running = Promise.all([
      database.db.execute(sql`select pg_sleep(0.5)`),
      database.db.execute(sql`select pg_sleep(0.5)`),
    ]);
    // Drizzle sends them a few ticks later.
    await expect.poll(() => database.stats.inFlight(), { interval: 5 }).toBe(2);
    await running;
    expect(database.stats.inFlight()).toBe(0);
  });

  it("tells watchers each statement's text, those in transactions too, until they stop", async () => {
    const seen: string[] = [];
    const stop = database.stats.watchStatements((text) => seen.push(text));
    await database.db.execute(sql`select ${1}::int as one`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 2`);
    });
    stop();
    await database.db.execute(sql`select 3`);
    expect(seen[0]).toBe("select $1::int as one");
    expect(seen).toContain("select 2");
    expect(seen).not.toContain("select 3");
  });

  it("reads the pool's use on PostgreSQL only", () => {
    const pool = database.stats.pool();
    if (database.kind === "postgres") {
      expect(pool).toEqual({ total: expect.any(Number), idle: expect.any(Number), waiting: 0 });
      expect(pool!.total).toBeGreaterThanOrEqual(1);
    } else {
      expect(pool).toBeUndefined();
    }
  });
});
