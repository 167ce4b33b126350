import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import type { Database } from "../db/client";
import { unpackPgliteTemplate } from "./global-setup";
import { leasePostgres } from "./pg-pool";
import { databaseUrlFor } from "./pg-url";
import { leasePglite } from "./pglite-pool";
import { watchRaces } from "./races";

// A database for one test as the migrated template has it: a PGlite (pglite-pool.ts) or, when the run
// targets PostgreSQL, a database made from the template database (pg-pool.ts).
export async function openTestDatabase(opts: { poolSize?: number } = {}): Promise<Database> {
  // From the worker's pool: the template as a test left it is put back, not copied or opened again.
  if (inject("pgTemplate") && process.env.TEST_DATABASE_URL) {
    return leasePostgres(async () => (await createPgTestDatabase())!, opts.poolSize ?? 10);
  }
  const database = await leasePglite(pgliteTemplate);
  watchRaces(database);
  return database;
}

// The migrated template's bytes, read once per worker (files share a worker). PGlite reads a
// template through `arrayBuffer()`, which Node 20's Blob answers by copying its bytes out in small
// chunks and joining them: a third of an opening's CPU for the 44 MB tarball, every database.
let templateBytes: { file: string; bytes: Promise<Buffer> } | undefined;

// The template's bytes as they are, not a copy: PGlite (0.5) untars them and writes each file into
// its in-memory file system as a copy of its own, so it neither keeps nor changes what it is given
// (database.test.ts holds it to that). Copying 44 MB for each database was a quarter of an opening's
// CPU (165 of 650 ms), hundreds of openings a run.
class BytesBlob extends Blob {
  readonly #content: Buffer;
  constructor(content: Buffer) {
    super([]);
    this.#content = content;
  }
  override async arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.#content;
    // A Buffer from readFile owns its memory; one cut from a shared pool is copied out.
    if (byteOffset === 0 && byteLength === buffer.byteLength && buffer instanceof ArrayBuffer) return buffer;
    return new Uint8Array(this.#content).buffer;
  }
}

// Exported for database.test.ts, which checks that PGlite leaves these bytes as they were.
export async function pgliteTemplate(): Promise<Blob> {
  const file = inject("pgliteTemplate");
  if (templateBytes?.file !== file) templateBytes = { file, bytes: readFile(file) };
  return new BytesBlob(await templateBytes.bytes);
}

/**
 * On a PGlite run, a server process's DATA_DIR whose database (its `pglite/`, db/client.ts) is the
 * run's migrated template: the process opens it at once, where an empty directory cost it initdb and
 * every migration, ten seconds or more, and on a busy machine more than its readiness deadline
 * (graceful-shutdown.test.ts, 2026-12-01). For a test of what happens once started; a test of a
 * first start (scripts/server-build.test.ts) keeps an empty directory.
 */
export function pgliteDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "meetup-proc-"));
  unpackPgliteTemplate(inject("pgliteTemplate"), dir);
  return dir;
}

// On a PostgreSQL run: a new database copied from the migrated template (or empty, as a first deploy
// finds it), with its URL (for other processes) and a drop. Null on a PGlite run.
export async function createPgTestDatabase(
  opts: { empty?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> } | null> {
  const pgTemplate = inject("pgTemplate");
  const url = process.env.TEST_DATABASE_URL;
  if (!pgTemplate || !url) return null;
  const name = `meetup_t_${inject("runId")}_${randomBytes(4).toString("hex")}`;
  await adminQuery(url, [
    opts.empty ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${pgTemplate}`,
    // A test's database is thrown away: its commits need not wait for the disk.
    `ALTER DATABASE ${name} SET synchronous_commit = off`,
  ]);
  return {
    url: databaseUrlFor(url, name),
    drop: () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export function testDatabaseKind(): "postgres" | "pglite" {
  return inject("pgTemplate") ? "postgres" : "pglite";
}

async function adminQuery(url: string, texts: string | string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const text of [texts].flat()) await client.query(text);
  } finally {
    await client.end();
  }
}
