import { afterAll, describe, expect, it } from "vitest";
import { buildTestApp, type Member, type TestApp } from "../test/app";
import { closedPort, type RedisServer, redisServerInstalled, startRedisServer } from "../test/redis-server";
import { tcpRelay } from "../test/tcp-relay";
import { connectSocket } from "../test/ws-client";

// Redis is a convenience of several instances (shared limits, fan-out, presence), never a condition
// of serving: when it goes away, or is not there at start, every instance keeps answering from its
// own view, says so in /api/ready and in one log line, and uses Redis again once it is back.

type LogLine = { level: number; msg: string; reason?: string; err?: unknown; stack?: unknown };

function logCollector() {
  const lines: LogLine[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line)) } };
}
// What the app said of Redis's state (pino levels: 40 warn, 30 info).
const redisLines = (lines: LogLine[]) => lines.filter((line) => /^Redis /.test(line.msg));

const servers: RedisServer[] = [];
const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps.reverse()) await app.close();
  for (const server of servers) await server.stop();
});

async function app(redisUrl: string, logs?: ReturnType<typeof logCollector>, shared?: TestApp) {
  const built = await buildTestApp(
    { rateLimits: true, redisUrl, logLevel: "info" },
    { logStream: logs?.stream ?? { write: () => {} }, ...(shared ? { database: shared.database } : {}) },
  );
  apps.push(built);
  return built;
}

const readiness = async (t: TestApp) => {
  const res = await t.call("GET", "/api/ready");
  return { code: res.statusCode, ...res.json().data };
};

// A member sends another a direct message through `through`; the frame must reach `socket`.
async function messageReaches(through: TestApp, from: Member, to: Member, socket: Socket) {
  const content = `hello ${Math.random()}`;
  const sent = await through.call("POST", `/api/message/send/${to.id}`, from, { content });
  expect(sent.statusCode).toBe(200);
  await socket.next("direct-message", (frame) => frame.message.content === content);
}
type Socket = Awaited<ReturnType<typeof connectSocket>>;

describe.skipIf(!redisServerInstalled)("Redis going away", () => {
  it("leaves every route serving, limits open, frames local, and says degraded once", async () => {
    const redis = await startRedisServer();
    servers.push(redis);
    const logs = logCollector();
    const t = await app(redis.url, logs);
    const base = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const [a, b] = [await t.login(), await t.login()];
    const socket = await connectSocket(base, b.token);
    expect(await readiness(t)).toMatchObject({ code: 200, status: "ready", redis: "ok" });

    await redis.stop();
    await expect.poll(() => readiness(t)).toMatchObject({ code: 200, status: "degraded", redis: "down" });

    // A command fails at once instead of waiting in ioredis's queue for a reconnection.
    await expect(t.app.deps.redis!.commands.get("meetup:anything")).rejects.toThrow(/enableOfflineQueue/);
    // Members are served, limits by member and by failure let requests through, nothing is a 5xx.
    const answers = await Promise.all([
      t.call("GET", "/api/events", a),
      t.call("GET", "/api/message/getAllFriends", a),
      t.app.inject({ method: "GET", url: "/api/events", headers: { authorization: "Bearer x.y.z" } }),
      t.app.inject({
        method: "POST",
        url: "/api/users/check-user",
        payload: { firebaseToken: "not-a-token" },
      }),
      t.call("GET", "/api/health"),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 401, 401, 200]);
    // The realtime fan-out falls back to this instance: b's socket here still hears a's message.
    await messageReaches(t, a, b, socket);

    const down = redisLines(logs.lines).filter((line) => line.level === 40);
    expect(down).toHaveLength(1);
    expect(down[0]!.reason).toMatch(/ECONNREFUSED|closed|ECONNRESET/);
    expect(redisLines(logs.lines).every((line) => line.err === undefined && line.stack === undefined)).toBe(
      true,
    );

    // Back on the same port: ready again, said once, and events cross instances through it again.
    servers.push(await startRedisServer(redis.port));
    await expect
      .poll(() => readiness(t), { timeout: 20_000 })
      .toMatchObject({ code: 200, status: "ready", redis: "ok" });
    expect(redisLines(logs.lines).filter((line) => line.level === 30)).toHaveLength(1);
    const other = await app(redis.url, undefined, t);
    await expect.poll(() => readiness(other)).toMatchObject({ redis: "ok" });
    await messageReaches(other, a, b, socket);
    socket.close();
  }, 90_000);

  it("is no reason not to start: one line, no stack, and Redis is used once it comes", async () => {
    const port = await closedPort();
    const url = `redis://127.0.0.1:${port}`;
    const logs = logCollector();
    const t = await app(url, logs);
    const base = await t.app.listen({ port: 0, host: "127.0.0.1" });
    expect(await readiness(t)).toMatchObject({ code: 200, status: "degraded", redis: "down" });
    const [a, b] = [await t.login(), await t.login()];
    expect((await t.call("GET", "/api/events", a)).statusCode).toBe(200);
    const lines = redisLines(logs.lines);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, reason: expect.stringContaining("ECONNREFUSED") });
    expect(JSON.stringify(lines[0])).not.toMatch(/\n\s+at /);

    servers.push(await startRedisServer(port));
    await expect
      .poll(() => readiness(t), { timeout: 20_000 })
      .toMatchObject({ code: 200, status: "ready", redis: "ok" });
    // The subscription asked for at start was made on connecting: another instance's event arrives.
    const socket = await connectSocket(base, b.token);
    const other = await app(url, undefined, t);
    await expect.poll(() => readiness(other)).toMatchObject({ redis: "ok" });
    await messageReaches(other, a, b, socket);
    socket.close();
  }, 90_000);

  it("drops a Redis that stops answering without closing, and takes it back when it answers", async () => {
    const redis = await startRedisServer();
    servers.push(redis);
    const relay = await tcpRelay(new URL(redis.url));
    const logs = logCollector();
    const t = await app(`redis://127.0.0.1:${relay.port}`, logs);
    const a = await t.login();
    expect(await readiness(t)).toMatchObject({ code: 200, status: "ready", redis: "ok" });
    try {
      relay.stall();
      // Before anything notices, a limit's command gives up after its timeout: no 5xx.
      expect((await t.call("GET", "/api/events", a)).statusCode).toBe(200);
      // Readiness's own PING goes unanswered at once; the watchdog's drops the connections and says
      // it once.
      await expect
        .poll(() => readiness(t), { timeout: 30_000 })
        .toMatchObject({ code: 200, status: "degraded", redis: "down" });
      const warnings = () => redisLines(logs.lines).filter((line) => line.level === 40);
      await expect.poll(() => warnings().length, { timeout: 30_000 }).toBe(1);
      await expect.poll(() => t.app.deps.redis!.commands.status, { timeout: 30_000 }).not.toBe("ready");
      expect((await t.call("GET", "/api/events", a)).statusCode).toBe(200);
      const down = warnings();
      expect(down).toHaveLength(1);
      expect(down[0]!.reason).toMatch(/no answer to PING|timed out|ETIMEDOUT/);
      relay.resume();
      await expect
        .poll(() => readiness(t), { timeout: 30_000 })
        .toMatchObject({ code: 200, status: "ready", redis: "ok" });
      expect(redisLines(logs.lines).filter((line) => line.level === 30)).toHaveLength(1);
    } finally {
      await relay.close();
    }
  }, 90_000);
});
