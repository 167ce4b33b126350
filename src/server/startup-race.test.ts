import { like, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/client";
import { users } from "./db/schema";
import { createPgTestDatabase } from "./test/database";
import { type ServerProcess, startServerProcess } from "./test/server-process";

// Issue 25 item 1: a first deploy of three replicas on a new PostgreSQL database. Started at the same
// moment, two of two instances collided in their migrations ("duplicate key value violates unique
// constraint pg_type_typname_nsp_index") and one exited. They take turns now, through an advisory
// lock, for the migrations and the first start's loading of data alike. PostgreSQL only: a PGlite
// data directory has one process.
const created = await createPgTestDatabase({ empty: true });

describe.skipIf(!created)("three instances started at once on a new database", () => {
  const servers: ServerProcess[] = [];

  afterAll(async () => {
    for (const s of servers) s.child.kill("SIGTERM");
    await Promise.all(servers.map((s) => s.exited));
    for (const s of servers) s.cleanUp();
    await created?.drop();
  });

  it("all become ready, with the migrations applied and the demo data loaded once", async () => {
    const started = await Promise.allSettled(
      [1, 2, 3].map(() =>
        startServerProcess({
          env: { NODE_ENV: "development", DATABASE_URL: created!.url, DEMO_DATA: "on" },
          stdio: "ignore",
          readyTimeoutMs: 150_000,
        }),
      ),
    );
    for (const result of started) if (result.status === "fulfilled") servers.push(result.value);
    expect(started.map((result) => (result.status === "rejected" ? String(result.reason) : "ready"))).toEqual(
      ["ready", "ready", "ready"],
    );
    for (const server of servers) {
      expect((await fetch(`${server.base}/api/ready`)).status).toBe(200);
    }
    const database = await openDatabase(
      { kind: "postgres", url: created!.url, poolSize: 1 },
      { migrate: false },
    );
    try {
      const demo = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(like(users.email, "%@demo.meetup"));
      const emails = await database.db
        .select({ n: sql<number>`count(distinct ${users.email})::int` })
        .from(users)
        .where(like(users.email, "%@demo.meetup"));
      expect(demo[0]!.n).toBeGreaterThan(0);
      expect(demo[0]!.n).toBe(emails[0]!.n);
    } finally {
      await database.close();
    }
  }, 180_000);
});
