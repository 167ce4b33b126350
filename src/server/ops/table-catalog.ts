import type { SqlClient } from "./sql-client";

export type Column = { name: string; type: string; generated: boolean };
export type Table = { name: string; columns: Column[]; primaryKey: string[]; references: string[] };

// SQL identifiers as they are quoted in statements built from the catalog.
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const tableRef = (name: string) => `public.${ident(name)}`;

// The app's tables (schema public; Drizzle's own bookkeeping lives in schema drizzle), their columns
// in order, primary keys and the tables their foreign keys point at, read from the catalog so that a
// table added by a later migration is backed up and moved without touching this code. A deferrable
// key (a message's reply, a group's pinned message: migration 0029) orders nothing: a copy defers it
// to its commit, and a table's keys to itself never order it either.
export async function listTables(client: SqlClient): Promise<Table[]> {
  const columns = await client.query<{ table: string; name: string; type: string; generated: boolean }>(
    `select c.relname as "table", a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
            a.attgenerated <> '' as generated
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`,
  );
  const keys = await client.query<{ table: string; name: string }>(
    `select c.relname as "table", a.attname as name
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_namespace n on n.oid = c.relnamespace
       join lateral unnest(k.conkey) with ordinality as u(attnum, position) on true
       join pg_attribute a on a.attrelid = c.oid and a.attnum = u.attnum
      where n.nspname = 'public' and k.contype = 'p'
      order by c.relname, u.position`,
  );
  const references = await client.query<{ table: string; target: string }>(
    `select distinct c.relname as "table", t.relname as target
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_class t on t.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and k.contype = 'f' and k.conrelid <> k.confrelid and not k.condeferrable`,
  );
  const tables = new Map<string, Table>();
  for (const column of columns) {
    const table = tables.get(column.table) ?? {
      name: column.table,
      columns: [],
      primaryKey: [],
      references: [],
    };
    table.columns.push({ name: column.name, type: column.type, generated: column.generated });
    tables.set(column.table, table);
  }
  for (const key of keys) tables.get(key.table)?.primaryKey.push(key.name);
  for (const reference of references) tables.get(reference.table)?.references.push(reference.target);
  return [...tables.values()].sort((a, b) => a.name.localeCompare(b.name));
}

// Tables ordered so that every table comes after the tables it references: rows are inserted in
// this order with foreign keys checked as they go.
export function dependencyOrder(tables: Table[]): Table[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: Table[] = [];
  const visiting = new Set<string>();
  const done = new Set<string>();
  const visit = (table: Table) => {
    if (done.has(table.name)) return;
    if (visiting.has(table.name)) throw new Error(`Foreign keys form a cycle through ${table.name}.`);
    visiting.add(table.name);
    for (const target of table.references) {
      const referenced = byName.get(target);
      if (referenced) visit(referenced);
    }
    visiting.delete(table.name);
    done.add(table.name);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}
