import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/app";

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(path.join(os.tmpdir(), "meetup-web-"));
  mkdirSync(path.join(webDir, "assets"));
  writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>app</title>");
  writeFileSync(path.join(webDir, "signin.html"), "<!doctype html><title>sign in</title>");
  writeFileSync(path.join(webDir, "assets", "main-abc123.js"), "console.log(1)");
  writeFileSync(path.join(webDir, "favicon.svg"), "<svg/>");
  mkdirSync(path.join(webDir, "auth"));
  writeFileSync(path.join(webDir, "auth", "callback.html"), "<!doctype html><title>callback</title>");
  t = await buildTestApp({ webDir });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe("serving the web app", () => {
  it("serves index.html for client routes, never cached", async () => {
    for (const url of ["/", "/events", "/people/detail/123", "/admin/event"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("serves the prerendered landing at /signin only, never cached", async () => {
    const signin = await t.app.inject({ method: "GET", url: "/signin?next=%2F" });
    expect(signin.statusCode).toBe(200);
    expect(signin.body).toContain("<title>sign in</title>");
    expect(signin.headers["cache-control"]).toBe("no-cache");
    const other = await t.app.inject({ method: "GET", url: "/signin/else" });
    expect(other.body).toContain("<title>app</title>");
  });

  it("serves the sign-in callback page at /auth/callback, never cached", async () => {
    const res = await t.app.inject({ method: "GET", url: "/auth/callback" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<title>callback</title>");
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("caches hashed assets for a year", async () => {
    const res = await t.app.inject({ method: "GET", url: "/assets/main-abc123.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("keeps /api answers JSON, 404 included, and 404s missing files", async () => {
    const api = await t.app.inject({ method: "GET", url: "/api/nothing" });
    expect(api.statusCode).toBe(404);
    expect(api.json().success).toBe(false);
    expect((await t.app.inject({ method: "GET", url: "/assets/missing.js" })).statusCode).toBe(404);
  });
});
