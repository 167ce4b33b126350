import pg from "pg";
import { type Database, openDatabase } from "../db/client";
import {
  KEEPS_SCHEMA,
  putBack,
  readTemplate,
  type SeededState,
  type SqlRunner,
  seededState,
  type Template,
} from "./template-reset";

// The PostgreSQL test databases of a worker, kept for the next test once put back as the template has
// them (template-reset.ts), where each test made a copy of the template and dropped it: half a second
// of the server's work apiece, hundreds of times a run. A database is put back once its test has
// closed its pool, on a connection of its own, after ending any other session still on it (as the
// drop's FORCE did). Those left over when the run ends go with the run's others (global-setup.ts).

const MAX_IDLE = 3;

type Created = { url: string; drop(): Promise<void> };
type Pooled = { created: Created; seeded: SeededState };

const idle: Pooled[] = [];
let template: Promise<Template> | undefined;

/** How many databases the worker keeps now (database.test.ts). */
export const idlePostgres = () => idle.length;

/** A test database from the pool, or a new copy of the template made by `create`. */
export async function leasePostgres(create: () => Promise<Created>, poolSize: number): Promise<Database> {
  const pooled = idle.pop() ?? (await createPooled(await create()));
  const database = await openDatabase(
    { kind: "postgres", url: pooled.created.url, poolSize },
    { migrate: false },
  );
  let keepsSchema = true;
  database.stats.watchStatements((text) => {
    if (!KEEPS_SCHEMA.test(text)) keepsSchema = false;
  });
  let closing: Promise<void> | undefined;
  return {
    ...database,
    close: () =>
      (closing ??= (async () => {
        await database.close();
        if (keepsSchema && idle.length < MAX_IDLE && (await reset(pooled))) idle.push(pooled);
        else await pooled.created.drop();
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
  return withClient(created.url, async (sql) => {
    template ??= readTemplate(sql);
    return { created, seeded: await seededState(sql, await template) };
  });
}

async function reset(pooled: Pooled): Promise<boolean> {
  try {
    pooled.seeded = await withClient(pooled.created.url, async (sql) => {
      await sql.run(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
      );
      return putBack(sql, await template!, pooled.seeded);
    });
    return true;
  } catch {
    return false;
  }
}
