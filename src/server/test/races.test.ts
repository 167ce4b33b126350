import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { openTestDatabase } from "./database";

// The races watch notes a file whose writes overlap on PGlite, and only then (races.ts).
describe.runIf(!inject("pgTemplate"))("the races watch", () => {
  let dir = "";
  let log = "";
  const before = process.env.TEST_RACES_LOG;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "meetup-races-"));
    log = path.join(dir, "races.log");
    process.env.TEST_RACES_LOG = log;
  });
  afterEach(() => {
    if (before === undefined) delete process.env.TEST_RACES_LOG;
    else process.env.TEST_RACES_LOG = before;
    rmSync(dir, { recursive: true, force: true });
  });
  const logged = () => {
    try {
      return readFileSync(log, "utf8").split("\n").filter(Boolean);
    } catch {
      return [];
    }
  };

  it("notes nothing for writes one after another, then this file once writes start together", async () => {
    const database = await openTestDatabase();
    try {
      const { db } = database;
      await db.execute(sql`create table tally (n int)`);
      for (let i = 0; i < 3; i++) await db.execute(sql`insert into tally values (${i})`);
      await db.transaction(async (tx) => tx.execute(sql`update tally set n = n + 1`));
      await Promise.all([db.execute(sql`select count(*) from tally`), db.execute(sql`select 1`)]);
      expect(logged()).toEqual([]);
      await Promise.all([
        db.execute(sql`select pg_sleep(0.05)`),
        db.execute(sql`insert into tally values (9)`),
      ]);
      expect(logged()).toEqual([expect.stringMatching(/src\/server\/test\/races\.test\.ts$/)]);
    } finally {
      await database.close();
    }
  });
});
