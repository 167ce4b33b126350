import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/texts";
import { buildTestApp, testAppForFile } from "../../test/app";
import { testDatabaseKind } from "../../test/database";
import { tcpRelay } from "../../test/tcp-relay";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

const t = testAppForFile();

describe("GET /api/ready", () => {
  it("is 200 when the database answers and has every migration (no Redis configured)", async () => {
    const res = await t.call("GET", "/api/ready");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { status: "ready", database: testDatabaseKind(), redis: "off", migrations: "applied" },
    });
  });

  it("is 503 naming the migrations when the database lacks this build's newest", async () => {
    const behind = await buildTestApp();
    try {
      await behind.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations
            where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      const res = await behind.call("GET", "/api/ready");
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        success: false,
        message: MESSAGES.notReady([MESSAGES.readinessMigrations]),
      });
      // Liveness is another question: the process and its database still answer.
      expect((await behind.call("GET", "/api/health")).statusCode).toBe(200);
    } finally {
      await behind.close();
    }
  });

  it("is 503 naming the database when it is closed", async () => {
    const closed = await buildTestApp();
    try {
      await closed.database.close();
      const res = await closed.call("GET", "/api/ready");
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(MESSAGES.notReady([MESSAGES.readinessDatabase]));
    } finally {
      await closed.app.close();
      rmSync(closed.config.dataDir, { recursive: true, force: true });
    }
  });

  it("checks Redis when configured: ready while it answers, degraded (still 200) once it is unreachable", async () => {
    // Redis reached through a local relay that the test then shuts: the port the app knows closes.
    const relay = await tcpRelay(new URL(REDIS_URL));
    const withRedis = await buildTestApp({ redisUrl: `redis://127.0.0.1:${relay.port}` });
    try {
      const up = await withRedis.call("GET", "/api/ready");
      expect(up.statusCode).toBe(200);
      expect(up.json().data).toMatchObject({ status: "ready", redis: "ok" });
      await relay.close();
      // Without Redis the instance serves from its own view (ADR 0048): a balancer keeps it.
      await expect
        .poll(async () => {
          const down = await withRedis.call("GET", "/api/ready");
          return { code: down.statusCode, ...down.json() };
        })
        .toEqual({
          code: 200,
          success: true,
          data: { status: "degraded", database: testDatabaseKind(), redis: "down", migrations: "applied" },
        });
    } finally {
      await withRedis.close();
      await relay.close();
    }
  });
});
