import type { SqlClient } from "./sql-client";
import { ident, listTables, tableRef } from "./table-catalog";

// What a backup holds and a restore must give back: rows per table, the images (count, bytes and one
// digest of every key with the sha256 of its bytes), and how far the migrations had gone.
export type Inventory = {
  tables: Record<string, number>;
  images: { count: number; bytes: number; sha256: string };
  migrations: { count: number; newest: number | null };
};

export async function takeInventory(client: SqlClient): Promise<Inventory> {
  const tables: Record<string, number> = {};
  for (const table of await listTables(client)) {
    const [row] = await client.query<{ count: string }>(
      `select count(*)::text as count from ${tableRef(table.name)}`,
    );
    tables[table.name] = Number(row?.count ?? 0);
  }
  return {
    tables,
    images: await imageInventory(client, "images" in tables),
    migrations: await migrationLevel(client),
  };
}

async function imageInventory(client: SqlClient, present: boolean): Promise<Inventory["images"]> {
  if (!present) return { count: 0, bytes: 0, sha256: "" };
  // Keys are ASCII (storage.ts), so "C" ordering is the same on every server and in PGlite.
  const [row] = await client.query<{ count: string; bytes: string; sha256: string }>(
    `select count(*)::text as count, coalesce(sum(octet_length(bytes)), 0)::text as bytes,
            encode(sha256(convert_to(coalesce(string_agg(key || ' ' || encode(sha256(bytes), 'hex'), E'\\n'
              order by key collate "C"), ''), 'UTF8')), 'hex') as sha256
       from ${tableRef("images")}`,
  );
  return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0), sha256: row?.sha256 ?? "" };
}

// Drizzle records each applied migration with its journal time (db/client.ts, migrationsApplied).
async function migrationLevel(client: SqlClient): Promise<Inventory["migrations"]> {
  const [exists] = await client.query<{ found: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!exists?.found) return { count: 0, newest: null };
  const [row] = await client.query<{ count: string; newest: string | null }>(
    `select count(*)::text as count, max(created_at)::text as newest from drizzle.${ident("__drizzle_migrations")}`,
  );
  return { count: Number(row?.count ?? 0), newest: row?.newest ? Number(row.newest) : null };
}

export type CountComparison = { table: string; expected: number; actual: number };

// Every table either side knows, with both counts; a table missing on one side counts 0 there.
export function compareCounts(
  expected: Record<string, number>,
  actual: Record<string, number>,
): CountComparison[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return names.map((table) => ({ table, expected: expected[table] ?? 0, actual: actual[table] ?? 0 }));
}
