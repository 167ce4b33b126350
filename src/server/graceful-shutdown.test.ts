import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../shared/texts";
import { createPgTestDatabase, pgliteDataDir } from "./test/database";
import { registerOverHttp } from "./test/http-member";
import { type ServerProcess, startServerProcess } from "./test/server-process";
import { connectSocket } from "./test/ws-client";

// SIGTERM on a real server process (ADR 0020): a request in flight when it comes is answered, a
// new connection is refused (a balancer moves on), a realtime socket is closed with 1001 "going
// away" (the client reconnects), and the process exits 0 well within 10 s. On PGlite by default,
// on PostgreSQL (and Redis) with TEST_DATABASE_URL.
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const created = await createPgTestDatabase();

let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess({
    ...(created ? {} : { dataDir: pgliteDataDir() }),
    env: {
      NODE_ENV: "test",
      DATABASE_URL: created?.url ?? "",
      REDIS_URL: created ? REDIS_URL : "",
      LOG_LEVEL: "error",
    },
  });
}, 90_000);

afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill("SIGKILL");
  await server?.exited;
  server?.cleanUp();
  await created?.drop();
});

/** A POST whose headers have reached the server (it answered 100 Continue) and whose body waits. */
function startSlowRequest(port: number, body: string) {
  const req = http.request({
    host: "127.0.0.1",
    port,
    method: "POST",
    path: "/dev-idp/token",
    headers: {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(body),
      expect: "100-continue",
    },
  });
  const answered = new Promise<{ status: number; connection: string | undefined; body: string }>(
    (resolve, reject) => {
      req.on("response", (res) => {
        let text = "";
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }),
        );
      });
      req.on("error", reject);
    },
  );
  const continued = new Promise<void>((resolve) => req.once("continue", () => resolve()));
  req.flushHeaders();
  return { continued, answered, finish: () => req.end(body) };
}

function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

describe("SIGTERM", () => {
  it("finishes the request in flight, refuses new connections, closes sockets with 1001, exits 0 within 10 s", async () => {
    const member = await registerOverHttp(server.base, "draining@example.test");
    const socket = await connectSocket(server.base, member.token);
    const slow = startSlowRequest(server.port, JSON.stringify({ email: "late@example.test" }));
    await slow.continued;

    const signalled = Date.now();
    server.child.kill("SIGTERM");
    await expect.poll(() => connectionRefused(server.port), { timeout: 5000 }).toBe(true);
    expect(await socket.closed).toBe(1001);

    // The request begun before the signal still gets its answer, and its connection is not kept.
    slow.finish();
    const answer = await slow.answered;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty("idToken");
    expect(answer.connection).toBe("close");

    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
  }, 30_000);
});

// Issue 25 item 2: closing the listener while a balancer still sends to it reset the connections the
// kernel had accepted (21-28 of 30 fresh connections per restart; a reset POST is a 502). With
// SHUTDOWN_DELAY_MS the instance first fails its readiness check while still answering everything,
// so a balancer's health check takes it out before it stops accepting.
describe("SIGTERM with SHUTDOWN_DELAY_MS", () => {
  // Started before the test, with the start's own bound (a busy machine takes a while to start a
  // server on PGlite), and with a drain long enough for the four requests below on that machine. Its
  // data directory holds the run's migrated template: an empty one cost initdb and every migration.
  const DELAY_MS = 6000;
  let delayed: ServerProcess;
  beforeAll(async () => {
    delayed = await startServerProcess({
      dataDir: pgliteDataDir(),
      env: {
        NODE_ENV: "test",
        LOG_LEVEL: "error",
        SHUTDOWN_DELAY_MS: String(DELAY_MS),
        DATABASE_URL: "",
        REDIS_URL: "",
      },
      stdio: "ignore",
    });
  }, 90_000);
  afterAll(async () => {
    if (delayed?.child.exitCode === null) delayed.child.kill("SIGKILL");
    await delayed?.exited;
    delayed?.cleanUp();
  });

  it("fails readiness first while answering new connections, then refuses them and exits 0", async () => {
    const ready = () => fetch(`${delayed.base}/api/ready`).then((res) => res.status);
    expect(await ready()).toBe(200);
    const signalled = Date.now();
    delayed.child.kill("SIGTERM");
    await expect.poll(ready, { timeout: DELAY_MS / 2 }).toBe(503);
    // Still listening: a new connection's POST is answered, and its connection is not kept.
    const answer = await fetch(`${delayed.base}/dev-idp/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "during-drain@example.test" }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("connection")).toBe("close");
    // A read is refused before it runs, so a balancer sends it (and what follows) elsewhere.
    const read = await fetch(`${delayed.base}/api/push/key`);
    expect(read.status).toBe(503);
    expect(read.headers.get("retry-after")).toBe("1");
    expect(((await read.json()) as { message: string }).message).toBe(MESSAGES.serverRestarting);
    expect((await fetch(`${delayed.base}/api/health`)).status).toBe(200);
    expect(await connectionRefused(delayed.port)).toBe(false);
    // Then the listener closes, and the process ends.
    await expect.poll(() => connectionRefused(delayed.port), { timeout: DELAY_MS + 10_000 }).toBe(true);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(DELAY_MS - 100);
    expect(await delayed.exited).toBe(0);
  }, 60_000);
});
