import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { queryRows } from "../db/client";
import { openTestDatabase, pgliteTemplate } from "./database";

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
});
