import pg from "pg";
import { type Database, openDatabase } from "../db/client";
import { KeptDatabases, type SeededState, type SqlRunner, watchSchema } from "./template-reset";

// The PostgreSQL test databases of a worker, kept for the next test once put back as the template has
// them (template-reset.ts), where each test made a copy of the template and dropped it: half a second
// of the server's work apiece, hundreds of times a run. A database is put back once its test has
// closed its pool, on a connection of its own, after ending any other session still on it (as the
// drop's FORCE did). Those left over when the run ends go with the run's others (global-setup.ts).

type Created = { url: string; drop(): Promise<void> };
type Pooled = { created: Created; seeded: SeededState };

const kept = new KeptDatabases<Pooled>();

/** How many databases the worker keeps now (database.test.ts). */
export const idlePostgres = () => kept.size;

/** A test database from the pool, or a new copy of the template made by `create`. */
export async function leasePostgres(create: () => Promise<Created>, poolSize: number): Promise<Database> {
  const pooled = kept.take() ?? (await createPooled(await create()));
  const database = await openDatabase(
    { kind: "postgres", url: pooled.created.url, poolSize },
    { migrate: false },
  );
  const keepsSchema = watchSchema(database);
  let closing: Promise<void> | undefined;
  return {
    ...database,
    close: () =>
      (closing ??= (async () => {
        await database.close();
        await kept.release(pooled, keepsSchema(), reset, (gone) => gone.created.drop());
      })()),
  };
}

async function withClient<T>(url: string, work: (sql: SqlRunner) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work({
      rows: async <T>(text: string) => (await client.query(text)).rows as T[],
      run: async (text) => {
        await client.query(text);
      },
    });
  } finally {
    await client.end();
  }
}

async function createPooled(created: Created): Promise<Pooled> {
  return { created, seeded: await withClient(created.url, (sql) => kept.made(sql)) };
}

async function reset(pooled: Pooled): Promise<boolean> {
  try {
    pooled.seeded = await withClient(pooled.created.url, async (sql) => {
      await sql.run(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
      );
      return kept.putBack(sql, pooled.seeded);
    });
    return true;
  } catch {
    return false;
  }
}
