import type { SqlClient } from "./sql-client";
import { ident, listTables, type Table, tableRef } from "./table-catalog";

export type TableComparison = {
  table: string;
  sourceRows: number;
  targetRows: number;
  // One digest of every row on each side (bytea as its sha256); equal digests, equal tables.
  sameDigest: boolean;
  sampled: number;
  // "<primary key> <column>" of each sampled field that differs, or "<primary key> missing".
  differences: string[];
};

export type Comparison = { tables: TableComparison[]; ok: boolean };

/**
 * Compares every table of two databases with the same schema: row counts, a digest of all rows,
 * and `sampleSize` random rows by primary key, field by field, so that a difference is named.
 * Rows are read as PostgreSQL's own JSON in UTC, and bytea (images) as the sha256 of its bytes.
 */
export async function compareDatabases(
  source: SqlClient,
  target: SqlClient,
  sampleSize = 50,
): Promise<Comparison> {
  for (const client of [source, target]) await client.query("set time zone 'UTC'");
  const sourceTables = await listTables(source);
  const targetNames = new Set((await listTables(target)).map((t) => t.name));
  const tables: TableComparison[] = [];
  for (const table of sourceTables) {
    if (!targetNames.has(table.name)) {
      tables.push({
        table: table.name,
        sourceRows: await count(source, table),
        targetRows: 0,
        sameDigest: false,
        sampled: 0,
        differences: ["table missing"],
      });
      continue;
    }
    const [sourceDigest, targetDigest] = [await digest(source, table), await digest(target, table)];
    const sample = await sampleRows(source, target, table, sampleSize);
    tables.push({
      table: table.name,
      sourceRows: sourceDigest.count,
      targetRows: targetDigest.count,
      sameDigest: sourceDigest.digest === targetDigest.digest,
      ...sample,
    });
  }
  const ok = tables.every((t) => t.sourceRows === t.targetRows && t.sameDigest && t.differences.length === 0);
  return { tables, ok };
}

// Each column as compared: bytea as the hex of its sha256, everything else as it is.
const compared = (table: Table) =>
  table.columns
    .map((c) =>
      c.type === "bytea" ? `encode(sha256(${ident(c.name)}), 'hex') as ${ident(c.name)}` : ident(c.name),
    )
    .join(", ");

async function count(client: SqlClient, table: Table): Promise<number> {
  const [row] = await client.query<{ count: string }>(
    `select count(*)::text as count from ${tableRef(table.name)}`,
  );
  return Number(row?.count ?? 0);
}

// Sorted as text in the "C" collation, which PGlite and every server agree on.
async function digest(client: SqlClient, table: Table): Promise<{ count: number; digest: string }> {
  const [row] = await client.query<{ count: string; digest: string }>(
    `select count(*)::text as count,
            md5(coalesce(string_agg(to_jsonb(r)::text, E'\\n' order by to_jsonb(r)::text collate "C"), '')) as digest
       from (select ${compared(table)} from ${tableRef(table.name)}) r`,
  );
  return { count: Number(row?.count ?? 0), digest: row?.digest ?? "" };
}

async function sampleRows(
  source: SqlClient,
  target: SqlClient,
  table: Table,
  size: number,
): Promise<{ sampled: number; differences: string[] }> {
  if (table.primaryKey.length === 0) return { sampled: 0, differences: [] };
  const key = table.primaryKey.map(ident).join(", ");
  const [picked] = await source.query<{ keys: string }>(
    `select coalesce(json_agg(k), '[]')::text as keys
       from (select ${key} from ${tableRef(table.name)} order by random() limit ${size}) k`,
  );
  const keys = picked?.keys ?? "[]";
  const read = async (client: SqlClient) => {
    const [row] = await client.query<{ rows: string }>(
      `select coalesce(json_agg(to_jsonb(r)), '[]')::text as rows
         from (select ${compared(table)} from ${tableRef(table.name)}
                where (${key}) in (select ${key} from jsonb_populate_recordset(null::${tableRef(table.name)}, $1::jsonb))) r`,
      [keys],
    );
    const rows = JSON.parse(row?.rows ?? "[]") as Record<string, unknown>[];
    return new Map(rows.map((r) => [JSON.stringify(table.primaryKey.map((k) => r[k])), r]));
  };
  const [fromSource, fromTarget] = [await read(source), await read(target)];
  const differences: string[] = [];
  for (const [id, expected] of fromSource) {
    const actual = fromTarget.get(id);
    if (!actual) {
      differences.push(`${id} missing`);
      continue;
    }
    for (const column of table.columns) {
      if (JSON.stringify(expected[column.name]) !== JSON.stringify(actual[column.name])) {
        differences.push(`${id} ${column.name}`);
      }
    }
  }
  return { sampled: fromSource.size, differences };
}
