import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { createPgTestDatabase, pgliteDataDir, testDatabaseKind } from "../test/database";
import { countRows, imageDigests, seedCommunity } from "../test/ops-seed";
import { backup } from "./backup";
import { RefusedError } from "./ops-errors";
import { restore } from "./restore";

const VAPID = JSON.stringify({ publicKey: "BPublic-test-key", privateKey: "private-test-key" });

let work: string;
const dataDirs: string[] = [];
const own = (dir: string) => {
  dataDirs.push(dir);
  return dir;
};
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), "meetup-backup-test-"));
});
afterAll(async () => {
  for (const dir of [work, ...dataDirs]) await rm(dir, { recursive: true, force: true });
});

// Each database's backup on its own run: the embedded one on PGlite's (from the run's migrated
// template), PostgreSQL's below on a PostgreSQL run.
describe.runIf(testDatabaseKind() === "pglite")("backup and restore of the embedded database", () => {
  it("gives back identical row counts, image bytes and the web push keys after the data directory is wiped", {
    timeout: 90_000,
  }, async () => {
    // A data directory whose database is the run's migrated template (places seeded): a new one ran
    // initdb and every migration first, about ten seconds of a test about the backup.
    const dataDir = own(pgliteDataDir());
    const database = await openDatabase({ kind: "pglite", dataDir });
    await seedCommunity(database.db);
    const before = { counts: await countRows(database.db), images: await imageDigests(database.db) };
    await database.close();
    writeFileSync(path.join(dataDir, "vapid-keys.json"), VAPID, { mode: 0o600 });

    const file = path.join(work, "embedded.tar.gz");
    const { manifest } = await backup({ databaseUrl: undefined, dataDir, file });
    expect(manifest).toMatchObject({ kind: "pglite", files: ["vapid-keys.json"], tables: before.counts });
    expect(manifest.images.count).toBe(2);

    await rm(dataDir, { recursive: true, force: true });
    const report = await restore({ databaseUrl: undefined, dataDir, file });
    expect(report.ok).toBe(true);
    expect(readFileSync(path.join(dataDir, "vapid-keys.json"), "utf8")).toBe(VAPID);

    const restored = await openDatabase({ kind: "pglite", dataDir });
    try {
      expect(await countRows(restored.db)).toEqual(before.counts);
      expect(await imageDigests(restored.db)).toEqual(before.images);
      expect(before.counts.messages).toBe(4);
    } finally {
      await restored.close();
    }

    // The data directory holds a database now: replacing it takes --force.
    await expect(restore({ databaseUrl: undefined, dataDir, file })).rejects.toThrow(/--force/);
    expect((await restore({ databaseUrl: undefined, dataDir, file, force: true })).ok).toBe(true);
    // A backup never overwrites a file.
    await expect(backup({ databaseUrl: undefined, dataDir, file })).rejects.toThrow(/exists already/);
  });

  it("refuses while a server holds the data directory, and leaves it as it was", {
    timeout: 60_000,
  }, async () => {
    const dataDir = own(pgliteDataDir());
    const server = await openDatabase({ kind: "pglite", dataDir });
    try {
      const file = path.join(work, "running.tar.gz");
      await expect(backup({ databaseUrl: undefined, dataDir, file })).rejects.toThrow(
        /Stop the server first/,
      );
      expect(existsSync(file)).toBe(false);
    } finally {
      await server.close();
    }
  });

  it("refuses a PostgreSQL backup without DATABASE_URL, and a file that is not a backup", async () => {
    const notBackup = path.join(work, "not-a-backup.tar.gz");
    writeFileSync(notBackup, "hello");
    await expect(
      restore({ databaseUrl: undefined, dataDir: path.join(work, "x"), file: notBackup }),
    ).rejects.toThrow();
    await expect(
      restore({
        databaseUrl: undefined,
        dataDir: path.join(work, "x"),
        file: path.join(work, "missing.tar.gz"),
      }),
    ).rejects.toBeInstanceOf(RefusedError);
  });
});

describe.runIf(testDatabaseKind() === "postgres")("backup and restore of a PostgreSQL database", () => {
  it("gives back identical row counts and image bytes after the database is wiped", {
    timeout: 90_000,
  }, async () => {
    const created = (await createPgTestDatabase())!;
    const dataDir = path.join(work, "postgres-data");
    try {
      const database = await openDatabase(
        { kind: "postgres", url: created.url, poolSize: 2 },
        { migrate: false },
      );
      await seedCommunity(database.db);
      const before = { counts: await countRows(database.db), images: await imageDigests(database.db) };
      await database.close();

      const file = path.join(work, "postgres.tar.gz");
      const { manifest } = await backup({ databaseUrl: created.url, dataDir, file });
      expect(manifest).toMatchObject({ kind: "postgres", files: [], tables: before.counts });

      await wipe(created.url);
      const report = await restore({ databaseUrl: created.url, dataDir, file });
      expect(report.ok).toBe(true);
      const restored = await openDatabase(
        { kind: "postgres", url: created.url, poolSize: 2 },
        { migrate: false },
      );
      try {
        expect(await countRows(restored.db)).toEqual(before.counts);
        expect(await imageDigests(restored.db)).toEqual(before.images);
      } finally {
        await restored.close();
      }

      // A database with tables is refused unless --force, which drops them and restores again.
      await expect(restore({ databaseUrl: created.url, dataDir, file })).rejects.toThrow(/not empty/);
      expect((await restore({ databaseUrl: created.url, dataDir, file, force: true })).ok).toBe(true);
      // An embedded backup is never poured into PostgreSQL (that is migrate-to-postgres).
      await expect(restore({ databaseUrl: undefined, dataDir, file })).rejects.toThrow(/DATABASE_URL/);
    } finally {
      await created.drop();
    }
  });
});

// Everything the app made goes: its schemas and all in them.
async function wipe(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("drop schema drizzle cascade; drop schema public cascade; create schema public");
  } finally {
    await client.end();
  }
}
