import { PGlite, type Transaction } from "@electric-sql/pglite";
import { type Database, PGLITE_OPTIONS, pgliteDatabase } from "../db/client";

// The PGlite test databases of a worker, kept for the next test once put back as the template left
// them. Opening one from the template costs 0.8 s of CPU (the WASM instance, the 44 MB data
// directory unpacked, the backend started), hundreds of times a run, and was the largest share of the
// server suite's time; putting one back costs a few statements:
// - `DISCARD ALL`: the session as it started (settings, temporary tables, advisory locks, prepared
//   statements; it also fails in a transaction left open, and then the database is not kept);
// - every table written since (its data file is no longer empty) truncated;
// - the rows the template holds (the places, the counters, the migrations' record) put back where a
//   test changed them.
// A database that ran anything but reading and writing rows (a table created, a setting changed for
// the database, a checkpoint) is closed rather than kept: its schema may no longer be the template's.
// Each lease is a database of its own to its test: once closed, it refuses every query, as a closed
// PGlite does.

/** Statements that leave the schema as it was: rows read and written, transactions, deferred checks. */
const KEEPS_SCHEMA =
  /^\s*(select|insert|update|delete|with|values|begin|commit|rollback|savepoint|release|set\s+constraints|show|explain)\b/i;

// At most this many kept per worker: a file that opens several at once (instances sharing nothing)
// returns more than the next file needs.
const MAX_IDLE = 3;

type Pooled = {
  client: PGlite;
  /** Each seeded table's row count and newest row version when last put back (see `seededState`). */
  seeded: Map<string, string>;
};

/** What the template holds: its tables, and the rows of those that have any (as JSON, to put back). */
type Template = { tables: string[]; seededRows: Map<string, string> };

const idle: Pooled[] = [];
let template: Promise<Template> | undefined;

/** How many databases the worker keeps now (database.test.ts). */
export const idlePglites = () => idle.length;

/** A test database from the pool, or a new one opened from `templateBytes`. */
export async function leasePglite(templateBytes: () => Promise<Blob>): Promise<Database> {
  const kept = idle.pop();
  const pooled = kept ?? (await openPooled(await templateBytes()));
  let closed = false;
  let keepsSchema = true;
  const lease = leaseOf(pooled.client, () => closed);
  let closing: Promise<void> | undefined;
  const database = pgliteDatabase(lease, () => {
    closing ??= (async () => {
      closed = true;
      if (keepsSchema && idle.length < MAX_IDLE && (await putBack(pooled))) idle.push(pooled);
      else await pooled.client.close().catch(() => {});
    })();
    return closing;
  });
  database.stats.watchStatements((text) => {
    if (!KEEPS_SCHEMA.test(text)) keepsSchema = false;
  });
  return database;
}

async function openPooled(bytes: Blob): Promise<Pooled> {
  const client = await PGlite.create({ loadDataDir: bytes, ...PGLITE_OPTIONS });
  template ??= readTemplate(client);
  const { seededRows } = await template;
  return { client, seeded: await seededState(client, [...seededRows.keys()]) };
}

// Read from a database just opened from the template, before any test has used it.
async function readTemplate(client: PGlite): Promise<Template> {
  const { rows } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
     where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const tables = rows.map((row) => row.name);
  const seededRows = new Map<string, string>();
  for (const table of tables) {
    const { rows: content } = await client.query<{ rows: string | null }>(
      `select json_agg(t)::text as rows from ${table} t`,
    );
    if (content[0]?.rows) seededRows.set(table, content[0].rows);
  }
  return { tables, seededRows };
}

// A seeded table's row count and newest row version: an insert, update or delete changes one of them.
async function seededState(client: PGlite, tables: string[]): Promise<Map<string, string>> {
  const columns = tables.map(
    (table, i) => `(select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from ${table}) as s${i}`,
  );
  const { rows } = await client.query<Record<string, string>>(`select ${columns.join(", ")}`);
  return new Map(tables.map((table, i) => [table, rows[0]![`s${i}`]!]));
}

/** Puts the database back as the template left it; false (and nothing kept) when it cannot. */
async function putBack(pooled: Pooled): Promise<boolean> {
  const { client } = pooled;
  try {
    const { tables, seededRows } = await template!;
    await client.exec("DISCARD ALL");
    const plain = tables.filter((table) => !seededRows.has(table));
    const { rows } = await client.query<{ written: string[] }>(
      `select array_remove(array[${plain
        .map((table) => `case when pg_relation_size('${table}') > 0 then '${table}' end`)
        .join(", ")}], null) as written`,
    );
    const written = rows[0]?.written ?? [];
    if (written.length) await client.exec(`TRUNCATE ${written.join(", ")} CASCADE`);
    const now = await seededState(client, [...seededRows.keys()]);
    const changed = [...seededRows.keys()].filter((table) => now.get(table) !== pooled.seeded.get(table));
    if (changed.length) {
      // Without triggers (nor the foreign keys' checks they carry): the rows go back exactly as they were.
      await client.transaction(async (tx) => {
        await tx.exec("SET LOCAL session_replication_role = replica");
        for (const table of changed) {
          await tx.exec(`DELETE FROM ${table}`);
          await tx.query(`INSERT INTO ${table} SELECT * FROM json_populate_recordset(null::${table}, $1)`, [
            seededRows.get(table),
          ]);
        }
      });
      pooled.seeded = await seededState(client, [...seededRows.keys()]);
    }
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
