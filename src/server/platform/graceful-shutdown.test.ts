import { afterEach, describe, expect, it } from "vitest";
import { MESSAGES } from "../../shared/texts";
import { buildTestApp, type TestApp } from "../test/app";
import { shutDownGracefully } from "./graceful-shutdown";

// The sequence in-process (the signal and the real exit are proved on a process by
// src/server/graceful-shutdown.test.ts): what a balancer sees while draining, and the hard timer.

let built: TestApp | undefined;
afterEach(async () => {
  await built?.database.close();
  built = undefined;
});

async function listening(logLines: string[]) {
  built = await buildTestApp({ logLevel: "info" }, { logStream: { write: (line) => logLines.push(line) } });
  await built.app.listen({ port: 0, host: "127.0.0.1" });
  return built;
}

describe("graceful shutdown", () => {
  it("answers /api/ready with 503 from the moment draining begins", async () => {
    const { app, call } = await listening([]);
    expect((await call("GET", "/api/ready")).statusCode).toBe(200);
    app.deps.lifecycle.draining = true;
    const res = await call("GET", "/api/ready");
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(MESSAGES.notReady([MESSAGES.readinessShuttingDown]));
    // Every answer now asks the client (a balancer's keep-alive pool) not to reuse the connection.
    expect((await call("GET", "/api/health")).headers.connection).toBe("close");
    await app.close();
  });

  it("exits 1 after the hard limit, naming what hung, when a step never ends", async () => {
    const lines: string[] = [];
    const { app } = await listening(lines);
    const code = await new Promise<number>((exit) => {
      void shutDownGracefully({
        app,
        lifecycle: app.deps.lifecycle,
        // A job handler that never returns (and a worker that ignores its grace).
        stopJobs: () => new Promise(() => {}),
        signal: "SIGTERM",
        timings: { drainMs: 100, hardMs: 300 },
        exit,
      });
    });
    expect(code).toBe(1);
    const fatal = lines.map((l) => JSON.parse(l)).find((l) => l.level === 60);
    expect(fatal).toMatchObject({ signal: "SIGTERM", hung: ["job worker"] });
    await app.close();
  });
});
