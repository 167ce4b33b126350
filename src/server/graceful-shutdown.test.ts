import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPgTestDatabase } from "./test/database";
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
