import { existsSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { migrationsFolder } from "../db/client";
import { DataDirLockedError, lockDataDir } from "../db/data-dir-lock";
import { pgliteExtensions } from "../db/pglite-extensions";
import { RefusedError } from "./ops-errors";

// One connection, raw SQL: backups, restores and the move to PostgreSQL read catalogs, run
// transactions across many statements and read every value as text, which the app's pooled Drizzle
// client is not made for. Both drivers answer `{ rows }`.
export type SqlClient = {
  kind: "postgres" | "pglite";
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  // Applies this build's migrations, as the server does at start.
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export async function openPostgresClient(url: string): Promise<SqlClient> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    kind: "postgres",
    query: async <T>(text: string, params?: unknown[]) =>
      (await client.query(text, params as unknown[])).rows as T[],
    migrate: () => migrateNodePg(drizzleNodePg(client), { migrationsFolder }),
    close: () => client.end(),
  };
}

// Where the server keeps the embedded database inside DATA_DIR (db/client.ts).
export const pgliteDir = (dataDir: string) => path.join(dataDir, "pglite");

export function hasPgliteDatabase(dataDir: string): boolean {
  const dir = pgliteDir(dataDir);
  return existsSync(dir) && readdirSync(dir).length > 0;
}

// PGlite's own dump of its data directory (a tarball), for backups of the embedded database.
export type PgliteClient = SqlClient & { dumpDataDir(): Promise<Blob> };

// The embedded database, under the same lock the server takes: a running server (one process per
// DATA_DIR) makes this refuse rather than read or write files under its feet.
export async function openPgliteClient(
  dataDir: string,
  // beforeOpen runs once the lock is held (a restore clears the old files there).
  options: { loadDataDir?: Blob; beforeOpen?: () => Promise<void> } = {},
): Promise<PgliteClient> {
  let release: () => void;
  mkdirSync(dataDir, { recursive: true });
  try {
    release = await lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new RefusedError(
        `${error.message} Stop the server first: the embedded database can be backed up, restored ` +
          "or moved only while no server uses it.",
      );
    }
    throw error;
  }
  try {
    await options.beforeOpen?.();
    const client = await PGlite.create(pgliteDir(dataDir), {
      loadDataDir: options.loadDataDir,
      extensions: pgliteExtensions,
    });
    return {
      kind: "pglite",
      query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
      migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
      close: async () => {
        await client.close();
        release();
      },
      dumpDataDir: () => client.dumpDataDir("none"),
    };
  } catch (error) {
    release();
    throw error;
  }
}
