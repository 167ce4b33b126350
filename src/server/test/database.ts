import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "../db/client";
import { databaseUrlFor } from "./pg-url";

// A fresh database for one test file: a PGlite loaded from the migrated template, or, when the run
// targets PostgreSQL, a database created from the template database (and dropped on close).
export async function openTestDatabase(opts: { poolSize?: number } = {}): Promise<Database> {
  const created = await createPgTestDatabase();
  if (created) {
    const database = await openDatabase(
      { kind: "postgres", url: created.url, poolSize: opts.poolSize ?? 10 },
      { migrate: false },
    );
    return {
      ...database,
      close: async () => {
        await database.close();
        await created.drop();
      },
    };
  }
  const template = new Blob([await readFile(inject("pgliteTemplate"))]);
  return openDatabase({ kind: "pglite-memory", template }, { migrate: false });
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
  await adminQuery(
    url,
    opts.empty ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${pgTemplate}`,
  );
  return {
    url: databaseUrlFor(url, name),
    drop: () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export function testDatabaseKind(): "postgres" | "pglite" {
  return inject("pgTemplate") ? "postgres" : "pglite";
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
