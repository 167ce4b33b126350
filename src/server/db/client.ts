import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
// Both drivers produce a PgDatabase; services are written against this one type.
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  ping(): Promise<void>;
  close(): Promise<void>;
  // PGlite only: a tarball of the data directory, used to clone a migrated template in tests.
  dump?: () => Promise<Blob>;
};

// Raw SQL rows from either driver (both answer an object with `rows`).
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export class DataDirLockedError extends Error {}

export type OpenOptions =
  | { kind: "postgres"; url: string; poolSize?: number }
  | { kind: "pglite"; dataDir: string }
  // In memory, optionally starting from a dump of a migrated template (tests).
  | { kind: "pglite-memory"; template?: Blob };

export async function openDatabase(options: OpenOptions, { migrate = true } = {}): Promise<Database> {
  const database =
    options.kind === "postgres" ? openPostgres(options.url, options.poolSize) : await openPglite(options);
  if (migrate) await migrateDatabase(database);
  return database;
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "postgres") {
    await migrateNodePg(database.db as Parameters<typeof migrateNodePg>[0], { migrationsFolder });
  } else {
    await migratePglite(database.db as Parameters<typeof migratePglite>[0], { migrationsFolder });
  }
}

function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that errors (server restart) must not crash the process.
  pool.on("error", () => {});
  const db = drizzleNodePg(pool, { schema, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

async function openPglite(
  options: Extract<OpenOptions, { kind: "pglite" | "pglite-memory" }>,
): Promise<Database> {
  let release = () => {};
  let client: PGlite;
  if (options.kind === "pglite") {
    mkdirSync(options.dataDir, { recursive: true });
    release = lockDataDir(options.dataDir);
    try {
      client = await PGlite.create(path.join(options.dataDir, "pglite"));
    } catch (error) {
      release();
      throw error;
    }
  } else {
    client = await PGlite.create(options.template ? { loadDataDir: options.template } : {});
  }
  const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await client.close();
      release();
    },
    dump: () => client.dumpDataDir("none"),
  };
}

// Two processes on one PGlite directory corrupt it, so the first one takes a lock file holding its pid.
// A lock left by a process that no longer runs is taken over.
export function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, "pglite.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        rmSync(lockFile, { force: true });
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(readFileSync(lockFile, "utf8"), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
        throw new DataDirLockedError(
          `Another server (pid ${holder}) is already using the data directory ${dataDir}. ` +
            "The embedded database allows one process per directory: stop the other server, " +
            "or give this one its own DATA_DIR, or use PostgreSQL with DATABASE_URL.",
        );
      }
      if (existsSync(lockFile)) rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
