import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp, testAppForFile } from "../test/app";
import { createUser, sessionFor } from "../test/factories";

type LogLine = { reqId?: string; msg?: string; level: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

// Each app writes its JSON log lines into a list of its own, as logging.test.ts reads pino's output.
function loggedApp(overrides: Parameters<typeof testAppForFile>[0] = {}) {
  const lines: LogLine[] = [];
  const t = testAppForFile(
    { logLevel: "info", ...overrides },
    { logStream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) } },
  );
  return { t, lines };
}

const direct = loggedApp();
const proxied = loggedApp({ trustProxy: 1 });

describe("request ids", () => {
  it("are new UUIDs, answered in x-request-id and carried by every log line of the request", async () => {
    const first = await direct.t.app.inject({ method: "GET", url: "/api/health" });
    const second = await direct.t.app.inject({ method: "GET", url: "/api/nothing-here" });
    const ids = [first, second].map((res) => String(res.headers["x-request-id"]));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
    for (const id of ids) {
      const lines = direct.lines.filter((line) => line.reqId === id);
      expect(lines.map((line) => line.msg)).toEqual(["incoming request", "request completed"]);
    }
  });

  it("ignore a client's own id when no proxy is trusted", async () => {
    const res = await direct.t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "chosen-by-the-client" },
    });
    expect(res.headers["x-request-id"]).toMatch(UUID);
    expect(direct.lines.some((line) => line.reqId === "chosen-by-the-client")).toBe(false);
  });

  it("keep a trusted proxy's id when it is a sane token, and replace one that is not", async () => {
    const kept = await proxied.t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "0f3c9a2e7b1d4c5a8e6f0b1c2d3e4f5a" },
    });
    expect(kept.headers["x-request-id"]).toBe("0f3c9a2e7b1d4c5a8e6f0b1c2d3e4f5a");
    expect(proxied.lines.filter((line) => line.reqId === "0f3c9a2e7b1d4c5a8e6f0b1c2d3e4f5a")).toHaveLength(2);
    for (const insane of ["has spaces in it", "x".repeat(129), 'quote"and{brace}', ""]) {
      const res = await proxied.t.app.inject({
        method: "GET",
        url: "/api/health",
        headers: { "x-request-id": insane },
      });
      expect(res.headers["x-request-id"]).toMatch(UUID);
    }
  });

  it("are on refusals too (401 from the auth guard)", async () => {
    const res = await direct.t.app.inject({ method: "GET", url: "/api/users/me" });
    expect(res.statusCode).toBe(401);
    expect(res.headers["x-request-id"]).toMatch(UUID);
  });
});

describe("a request that fails", () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) {
      await app.app.close();
      rmSync(app.config.dataDir, { recursive: true, force: true });
    }
  });

  it("logs its error with the id its answer names", async () => {
    const lines: LogLine[] = [];
    const broken = await buildTestApp(
      { logLevel: "info" },
      { logStream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) } },
    );
    apps.push(broken);
    const user = await createUser(broken.database.db);
    const { headers } = await sessionFor(broken.database.db, broken.app.deps.sessionKeys, user.id);
    // The database goes away: checking the token fails, and the request answers 500.
    await broken.database.close();
    const res = await broken.app.inject({ method: "GET", url: "/api/users/me", headers });
    expect(res.statusCode).toBe(500);
    const id = String(res.headers["x-request-id"]);
    expect(id).toMatch(UUID);
    const mine = lines.filter((line) => line.reqId === id);
    expect(mine.map((line) => line.msg)).toEqual(["incoming request", "request failed", "request completed"]);
    expect(mine.find((line) => line.msg === "request failed")?.level).toBe(50);
  });
});
