import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { queryRows } from "../db/client";
import { openTestDatabase, pgliteTemplate } from "./database";
import { createEvent, createUser } from "./factories";
import { idlePostgres } from "./pg-pool";
import { idlePglites } from "./pglite-pool";

// Every PGlite test database opens from the template's bytes as read once per worker, handed to
// PGlite without a copy (database.ts): a PGlite that kept or changed them would give every later
// database of the worker a broken or changed start.
const hashOf = async (blob: Blob) =>
  createHash("sha256")
    .update(new Uint8Array(await blob.arrayBuffer()))
    .digest("hex");

describe.runIf(!inject("pgTemplate"))("a test database on PGlite", () => {
  it("leaves the template's bytes as they were, and starts each database from them", async () => {
    const before = await hashOf(await pgliteTemplate());
    const first = await openTestDatabase();
    // Rows the template holds rewritten, a table of its own added, all written to the data files.
    await first.db.execute(sql`update locations set state = state || ' (changed)'`);
    await first.db.execute(sql`create table scratch (id int primary key, note text)`);
    await first.db.execute(
      sql`insert into scratch select g, repeat('x', 500) from generate_series(1, 2000) g`,
    );
    await first.db.execute(sql`checkpoint`);
    await first.close();
    expect(await hashOf(await pgliteTemplate())).toBe(before);
    const second = await openTestDatabase();
    const [row] = await queryRows<{ scratch: string | null; changed: number }>(
      second.db,
      sql`select to_regclass('scratch') as scratch,
        (select count(*)::int from locations where state like '% (changed)') as changed`,
    );
    expect(row).toEqual({ scratch: null, changed: 0 });
    await second.close();
  });
  it("refuses every query once closed, as a closed PGlite does", async () => {
    const database = await openTestDatabase();
    await database.close();
    // Drizzle names the query and carries the driver's error as its cause.
    const error = await database.db.execute(sql`select 1`).catch((caught: Error) => caught);
    expect(error).toMatchObject({ cause: { message: "PGlite is closed" } });
  });
});

// A database a test closes is put back as the template has it and kept for the next test, on either
// database (template-reset.ts).
describe("a test database put back", () => {
  const idleNow = () => (inject("pgTemplate") ? idlePostgres() : idlePglites());

  // What a test can see of its database: every table's rows, and the session's own state.
  const contents = async (database: Awaited<ReturnType<typeof openTestDatabase>>) => {
    const tables = await queryRows<{ name: string }>(
      database.db,
      sql`select format('%I.%I', schemaname, tablename) as name from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
    );
    const rows: Record<string, string> = {};
    for (const { name } of tables) {
      const [row] = await queryRows<{ rows: string | null }>(
        database.db,
        sql.raw(`select md5(string_agg(t::text, '|' order by t::text)) as rows from ${name} t`),
      );
      rows[name] = row?.rows ?? "";
    }
    const [session] = await queryRows<{ zone: string; locks: number; temp: number }>(
      database.db,
      sql`select current_setting('TimeZone') as zone,
        (select count(*)::int from pg_locks where locktype = 'advisory') as locks,
        (select count(*)::int from pg_class where relpersistence = 't') as temp`,
    );
    return { rows, session };
  };

  it("puts a database a test wrote to back as the template has it, and keeps it for the next", async () => {
    const fresh = await openTestDatabase();
    const template = await contents(fresh);
    await fresh.close();
    const kept = idleNow();
    expect(kept).toBeGreaterThan(0);

    const used = await openTestDatabase();
    expect(idleNow()).toBe(kept - 1);
    // Rows in plain tables, the counters their triggers keep, the template's own rows changed and
    // removed, and the session's state: a setting and an advisory lock.
    const host = await createUser(used.db);
    await createEvent(used.db, { createdBy: host.id, status: "approved" });
    await used.db.execute(sql`update locations set state = state || ' (changed)'`);
    await used.db.execute(sql`delete from cities where name like 'A%'`);
    await used.db.execute(sql`select set_config('TimeZone', 'Asia/Kolkata', false)`);
    await used.db.execute(sql`select pg_advisory_lock(42)`);
    expect((await contents(used)).rows).not.toEqual(template.rows);
    await used.close();
    expect(idleNow()).toBe(kept);

    const next = await openTestDatabase();
    expect(await contents(next)).toEqual(template);
    await next.close();
  });

  it("keeps no database whose schema a test changed", async () => {
    const database = await openTestDatabase();
    const kept = idleNow();
    await database.db.execute(sql`create table scratch (id int primary key)`);
    await database.close();
    expect(idleNow()).toBe(kept);
  });
});
