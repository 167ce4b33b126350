import type { SqlClient } from "./sql-client";
import { dependencyOrder, ident, listTables, type Table, tableRef } from "./table-catalog";

// Rows per batch: a bytea row (an image, hex in transit) can weigh hundreds of KB.
const batchRows = (table: Table) => (table.columns.some((c) => c.type === "bytea") ? 16 : 1000);

export type CopyProgress = (table: string, rows: number) => void;

/**
 * Copies every row of every table from `source` to `target`, whose schema is the same (both migrated
 * by this build), in one transaction on the target: the target's tables are emptied first, then
 * filled parents before children. Values travel as JSON text made by PostgreSQL itself on one side
 * and parsed by it on the other (to_jsonb / jsonb_populate_recordset), so nothing passes through
 * JavaScript types: timestamps keep their microseconds, bytea its bytes, jsonb, arrays and enums
 * their exact values. Generated columns (events.search_vector) are computed again by the target;
 * user triggers (the members counter) are off while copying, so counters arrive as they were.
 */
export async function copyTables(
  source: SqlClient,
  target: SqlClient,
  progress?: CopyProgress,
): Promise<void> {
  const tables = dependencyOrder(await listTables(source));
  await target.query("begin");
  try {
    if (tables.length > 0) await target.query(`truncate ${tables.map((t) => tableRef(t.name)).join(", ")}`);
    // User triggers off on every table before the first row, and back on after the last: a table
    // cannot be altered while key checks deferred on it are pending.
    for (const table of tables)
      await target.query(`alter table ${tableRef(table.name)} disable trigger user`);
    // The keys that form cycles (deferrable, migration 0029) are checked once every row is in.
    await target.query("set constraints all deferred");
    for (const table of tables) {
      const copied = await copyTable(source, target, table);
      progress?.(table.name, copied);
    }
    await target.query("set constraints all immediate");
    for (const table of tables) await target.query(`alter table ${tableRef(table.name)} enable trigger user`);
    await resetSequences(target);
    await target.query("commit");
  } catch (error) {
    await target.query("rollback");
    throw error;
  }
}

async function copyTable(source: SqlClient, target: SqlClient, table: Table): Promise<number> {
  const columns = table.columns.filter((c) => !c.generated).map((c) => ident(c.name));
  const list = columns.join(", ");
  const order = table.primaryKey.length > 0 ? table.primaryKey.map(ident).join(", ") : "ctid";
  const size = batchRows(table);
  let copied = 0;
  for (;;) {
    const [batch] = await source.query<{ rows: string; count: number }>(
      `select coalesce(json_agg(to_jsonb(r)), '[]')::text as rows, count(*)::int as count
         from (select ${list} from ${tableRef(table.name)} order by ${order} limit ${size} offset ${copied}) r`,
    );
    const count = Number(batch?.count ?? 0);
    if (count === 0) break;
    await target.query(
      `insert into ${tableRef(table.name)} (${list}) overriding system value
       select ${list} from jsonb_populate_recordset(null::${tableRef(table.name)}, $1::jsonb)`,
      [batch!.rows],
    );
    copied += count;
    if (count < size) break;
  }
  return copied;
}

// Serial and identity columns continue after the copied rows (the app's tables use uuids today).
async function resetSequences(target: SqlClient): Promise<void> {
  const sequences = await target.query<{ table: string; column: string; sequence: string }>(
    `select c.relname as "table", a.attname as "column",
            pg_get_serial_sequence(format('public.%I', c.relname), a.attname) as sequence
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
        and pg_get_serial_sequence(format('public.%I', c.relname), a.attname) is not null`,
  );
  for (const s of sequences) {
    await target.query(
      `select setval($1, coalesce(max(${ident(s.column)}), 1), max(${ident(s.column)}) is not null) from ${tableRef(s.table)}`,
      [s.sequence],
    );
  }
}
