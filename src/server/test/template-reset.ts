import type { Database } from "../db/client";

// Putting a test database back as the migrated template has it, on either database (pglite-pool.ts,
// pg-pool.ts): a few statements where opening another cost 0.8 s of CPU (PGlite) or a copy of the
// template and a drop (PostgreSQL), hundreds of times a run.
// - every table written since (its data file is no longer empty) is truncated;
// - the rows the template holds (the places, the counters, the migrations' record) are put back
//   where a test changed them;
// - a database that ran anything but reading and writing rows (a table created, a setting changed for
//   the database, a checkpoint) is not put back at all: its schema may no longer be the template's.

/** Statements that leave the schema as it was: rows read and written, transactions, deferred checks. */
const KEEPS_SCHEMA =
  /^\s*(select|insert|update|delete|with|values|begin|commit|rollback|savepoint|release|set\s+constraints|show|explain)\b/i;

/** How the reset talks to a database: rows of a query, or statements run for their effect. */
export type SqlRunner = {
  rows<T>(text: string): Promise<T[]>;
  run(text: string): Promise<void>;
};

/** What the template holds: its tables, and the rows of those that have any (as JSON, to put back). */
export type Template = { tables: string[]; seededRows: Map<string, string> };

/** Each seeded table's row count and newest row version: an insert, update or delete changes one. */
export type SeededState = Map<string, string>;

/** Read from a database just made from the template, before any test has used it. */
export async function readTemplate(sql: SqlRunner): Promise<Template> {
  const tables = (
    await sql.rows<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables
       where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
    )
  ).map((row) => row.name);
  const seededRows = new Map<string, string>();
  for (const table of tables) {
    const [content] = await sql.rows<{ rows: string | null }>(
      `select json_agg(t)::text as rows from ${table} t`,
    );
    if (content?.rows) seededRows.set(table, content.rows);
  }
  return { tables, seededRows };
}

export async function seededState(sql: SqlRunner, template: Template): Promise<SeededState> {
  const tables = [...template.seededRows.keys()];
  const columns = tables.map(
    (table, i) => `(select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from ${table}) as s${i}`,
  );
  const [row] = await sql.rows<Record<string, string>>(`select ${columns.join(", ")}`);
  return new Map(tables.map((table, i) => [table, row?.[`s${i}`] ?? ""]));
}

/**
 * Truncates what was written and puts back the template's rows that changed; answers the seeded
 * tables' state now. Throws when it cannot (the caller then throws the database away).
 */
export async function putBack(sql: SqlRunner, template: Template, seeded: SeededState): Promise<SeededState> {
  const plain = template.tables.filter((table) => !template.seededRows.has(table));
  const [row] = await sql.rows<{ written: string[] | null }>(
    `select array_remove(array[${plain
      .map((table) => `case when pg_relation_size('${table}') > 0 then '${table}' end`)
      .join(", ")}]::text[], null) as written`,
  );
  const written = row?.written ?? [];
  if (written.length) await sql.run(`TRUNCATE ${written.join(", ")} CASCADE`);
  const now = await seededState(sql, template);
  const changed = [...template.seededRows.keys()].filter((table) => now.get(table) !== seeded.get(table));
  if (!changed.length) return seeded;
  // Without triggers (nor the foreign keys' checks they carry): the rows go back exactly as they were.
  const tag = `rows_${Math.random().toString(36).slice(2)}`;
  const restore = changed.map(
    (table) =>
      `DELETE FROM ${table}; INSERT INTO ${table} SELECT * FROM json_populate_recordset(null::${table}, $${tag}$${template.seededRows.get(table)}$${tag}$);`,
  );
  await sql.run(`BEGIN; SET LOCAL session_replication_role = replica; ${restore.join(" ")} COMMIT;`);
  return seededState(sql, template);
}

// At most this many kept per worker: a file that opens several at once returns more than the next needs.
const MAX_IDLE = 3;

/** A worker's kept databases of one kind: taken by a test, put back (or thrown away) once it closes. */
export class KeptDatabases<T extends { seeded: SeededState }> {
  readonly #idle: T[] = [];
  // Read from the first database made, before any test used it.
  #template: Promise<Template> | undefined;

  get size(): number {
    return this.#idle.length;
  }

  take(): T | undefined {
    return this.#idle.pop();
  }

  /** The seeded tables' state of a database just made from the template. */
  async made(sql: SqlRunner): Promise<SeededState> {
    this.#template ??= readTemplate(sql);
    return seededState(sql, await this.#template);
  }

  /** Puts a database back as the template has it (`putBack`); answers its seeded tables' state. */
  async putBack(sql: SqlRunner, seeded: SeededState): Promise<SeededState> {
    if (!this.#template) throw new Error("no database of this kind was made");
    return putBack(sql, await this.#template, seeded);
  }

  /** Kept when its statements kept the schema, there is room, and `reset` put it back; else discarded. */
  async release(
    item: T,
    keepsSchema: boolean,
    reset: (item: T) => Promise<boolean>,
    discard: (item: T) => Promise<void>,
  ): Promise<void> {
    if (keepsSchema && this.#idle.length < MAX_IDLE && (await reset(item))) this.#idle.push(item);
    else await discard(item);
  }
}

/** Whether every statement `database` has sent so far kept the schema (KEEPS_SCHEMA). */
export function watchSchema(database: Database): () => boolean {
  let keeps = true;
  database.stats.watchStatements((text) => {
    if (!KEEPS_SCHEMA.test(text)) keeps = false;
  });
  return () => keeps;
}
