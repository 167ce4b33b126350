import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite, types } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock";
import { pgliteExtensions } from "./pglite-extensions";
import { type DatabaseStats, timePglite, timePgPool } from "./query-stats";
import * as schema from "./schema";

export { DataDirLockedError } from "./data-dir-lock";

export type Schema = typeof schema;
// Both drivers produce a PgDatabase; services are written against this one type.
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  ping(): Promise<void>;
  close(): Promise<void>;
  // Query times, queries under way and pool use, for the metrics (ADR 0019).
  stats: DatabaseStats;
  // PGlite only: a tarball of the data directory, used to clone a migrated template in tests.
  dump?: () => Promise<Blob>;
  /**
   * Runs `work` while no other instance on this database runs its own: migrations and the first
   * start's loading of data. PostgreSQL holds an advisory lock on a connection of its own meanwhile;
   * a PGlite data directory has one process already (data-dir-lock.ts).
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
};

// The advisory lock instances take around their start-up work (any fixed number, unique to it).
const STARTUP_LOCK = 7_412_204_125;

// Raw SQL rows from either driver (both answer an object with `rows`).
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

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

// Instances that start together on a new database would each run the migrations and collide
// (`duplicate key value violates unique constraint "pg_type_typname_nsp_index"`): they take turns,
// and one that waited finds the migrations applied and goes on.
export async function migrateDatabase(database: Database): Promise<void> {
  await database.exclusive(async () => {
    if (database.kind === "postgres") {
      await migrateNodePg(database.db as Parameters<typeof migrateNodePg>[0], { migrationsFolder });
    } else {
      await migratePglite(database.db as Parameters<typeof migratePglite>[0], { migrationsFolder });
    }
  });
}

// When the newest migration of this build was made (drizzle-kit's journal), read once.
let newestMigration: number | undefined;
function newestMigrationMillis(): number {
  if (newestMigration === undefined) {
    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
    ) as {
      entries: { when: number }[];
    };
    newestMigration = Math.max(...journal.entries.map((entry) => entry.when));
  }
  return newestMigration;
}

/**
 * Whether the database has every migration of this build: Drizzle's migrator records each applied
 * migration with its journal time and applies those newer than its latest record, so the newest
 * record must be at least this build's newest. A database migrated by a newer build passes too.
 */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ applied: boolean }>(
    db,
    sql`select exists (
      select 1 from drizzle.__drizzle_migrations where created_at >= ${newestMigrationMillis()}
    ) as applied`,
  );
  return row?.applied === true;
}

// The health check's question to either driver: does the database answer at all?
async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that errors (server restart) must not crash the process.
  pool.on("error", () => {});
  const stats = timePgPool(pool);
  const db = drizzleNodePg(pool, { schema, casing: "snake_case" }) as unknown as Db;
  const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
    // A session lock on a connection outside the pool, so the work has the whole pool (of one, for
    // some tools); the lock goes with the connection if this process dies holding it.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
      return await work();
    } finally {
      await client.end();
    }
  };
  return { db, kind: "postgres", ping: () => ping(db), close: () => pool.end(), stats, exclusive };
}

// PGlite turns bytea to and from its hex text a byte at a time in JavaScript (a 300 KB picture took
// 60-100 ms to read and 150 ms to write); Node's native hex codec does it in a few ms, and answers a
// Buffer, as node-postgres does.
const BYTEA_AS_HEX = {
  parsers: { [types.BYTEA]: (value: string) => Buffer.from(value.slice(2), "hex") },
  serializers: {
    [types.BYTEA]: (value: Uint8Array) =>
      `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("hex")}`,
  },
};

// Every PGlite instance: the extensions the migrations create (pg_trgm, unaccent), and bytea in hex.
export const PGLITE_OPTIONS = { extensions: pgliteExtensions, ...BYTEA_AS_HEX };

async function openPglite(
  options: Extract<OpenOptions, { kind: "pglite" | "pglite-memory" }>,
): Promise<Database> {
  if (options.kind === "pglite-memory") {
    const client = await PGlite.create(
      options.template ? { loadDataDir: options.template, ...PGLITE_OPTIONS } : PGLITE_OPTIONS,
    );
    return pgliteDatabase(client, () => client.close());
  }
  mkdirSync(options.dataDir, { recursive: true });
  const release = await lockDataDir(options.dataDir);
  try {
    const client = await PGlite.create(path.join(options.dataDir, "pglite"), PGLITE_OPTIONS);
    return pgliteDatabase(client, async () => {
      await client.close();
      release();
    });
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * A Database over a PGlite client (or a stand-in with its `query`, `transaction` and `dumpDataDir`:
 * the tests' pool of embedded databases, test/pglite-pool.ts), closed by `close`.
 */
export function pgliteDatabase(client: PGlite, close: () => Promise<void>): Database {
  const stats = timePglite(client);
  const db = drizzlePglite({ client, schema, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    ping: () => ping(db),
    close,
    dump: () => client.dumpDataDir("none"),
    stats,
    exclusive: (work) => work(),
  };
}
