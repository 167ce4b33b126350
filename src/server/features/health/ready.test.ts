import { rmSync } from "node:fs";
import net from "node:net";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/texts";
import { buildTestApp, testAppForFile } from "../../test/app";
import { testDatabaseKind } from "../../test/database";

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

  it("checks Redis when configured: 200 while it answers, 503 naming it once it is unreachable", async () => {
    // Redis reached through a local relay that the test then shuts: the port the app knows closes.
    const relay = await tcpRelay(new URL(REDIS_URL));
    const withRedis = await buildTestApp({ redisUrl: `redis://127.0.0.1:${relay.port}` });
    try {
      const up = await withRedis.call("GET", "/api/ready");
      expect(up.statusCode).toBe(200);
      expect(up.json().data.redis).toBe("ok");
      await relay.close();
      const down = await withRedis.call("GET", "/api/ready");
      expect(down.statusCode).toBe(503);
      expect(down.json().message).toBe(MESSAGES.notReady([MESSAGES.readinessRedis]));
    } finally {
      await withRedis.close();
      await relay.close();
    }
  });
});

// A TCP relay from a local port to `target`; close() stops listening and cuts every connection.
async function tcpRelay(target: URL): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      // A cut connection is what the test is about, not an error of its own.
      socket.on("error", () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  let closed: Promise<void> | undefined;
  return {
    port,
    close() {
      closed ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
      return closed;
    },
  };
}
