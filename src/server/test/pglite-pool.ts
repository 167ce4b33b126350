import { PGlite, type Transaction } from "@electric-sql/pglite";
import { type Database, PGLITE_OPTIONS, pgliteDatabase } from "../db/client";
import { KeptDatabases, type SeededState, type SqlRunner, watchSchema } from "./template-reset";

// The PGlite test databases of a worker, kept for the next test once put back as the template has
// them (template-reset.ts): opening one from the template cost 0.8 s of CPU (the WASM instance, the
// 44 MB data directory unpacked, the backend started), the largest share of the server suite's time.
// Before the reset, `DISCARD ALL` returns the session to how it started (settings, temporary tables,
// advisory locks, prepared statements); it fails in a transaction left open, and such a database is
// closed, not kept. Each lease is a database of its own to its test: once closed, it refuses every
// query, as a closed PGlite does.

type Pooled = { client: PGlite; seeded: SeededState };

const kept = new KeptDatabases<Pooled>();

/** How many databases the worker keeps now (database.test.ts). */
export const idlePglites = () => kept.size;

/** A test database from the pool, or a new one opened from `templateBytes`. */
export async function leasePglite(templateBytes: () => Promise<Blob>): Promise<Database> {
  const pooled = kept.take() ?? (await openPooled(await templateBytes()));
  let closed = false;
  let closing: Promise<void> | undefined;
  const database = pgliteDatabase(
    leaseOf(pooled.client, () => closed),
    () =>
      (closing ??= (async () => {
        closed = true;
        await kept.release(pooled, keepsSchema(), reset, (gone) => gone.client.close().catch(() => {}));
      })()),
  );
  const keepsSchema = watchSchema(database);
  return database;
}

const runnerOf = (client: PGlite): SqlRunner => ({
  rows: async <T>(text: string) => (await client.query<T>(text)).rows,
  run: async (text) => {
    await client.exec(text);
  },
});

async function openPooled(bytes: Blob): Promise<Pooled> {
  const client = await PGlite.create({ loadDataDir: bytes, ...PGLITE_OPTIONS });
  return { client, seeded: await kept.made(runnerOf(client)) };
}

async function reset(pooled: Pooled): Promise<boolean> {
  try {
    const sql = runnerOf(pooled.client);
    await sql.run("DISCARD ALL");
    pooled.seeded = await kept.putBack(sql, pooled.seeded);
    return true;
  } catch {
    return false;
  }
}

// The client as one test sees it: queries and transactions until its database is closed, then the
// error a closed PGlite gives.
function leaseOf(client: PGlite, isClosed: () => boolean): PGlite {
  const open = () => {
    if (isClosed()) throw new Error("PGlite is closed");
  };
  const lease = {
    query: ((...args: Parameters<PGlite["query"]>) => {
      open();
      return client.query(...args);
    }) as PGlite["query"],
    transaction: (<T>(callback: (tx: Transaction) => Promise<T>) => {
      open();
      return client.transaction(callback);
    }) as PGlite["transaction"],
    dumpDataDir: ((...args: Parameters<PGlite["dumpDataDir"]>) => {
      open();
      return client.dumpDataDir(...args);
    }) as PGlite["dumpDataDir"],
  };
  return lease as unknown as PGlite;
}
