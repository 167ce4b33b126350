import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_APP_NAME } from "../../shared/app-name";
import { buildTestApp, type TestApp } from "../test/app";

const MANIFEST = JSON.stringify({ name: DEFAULT_APP_NAME, start_url: "/", display: "standalone" });

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(path.join(os.tmpdir(), "meetup-web-"));
  mkdirSync(path.join(webDir, "assets"));
  writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>app</title>");
  // The landing prerendered in English, and in Hindi (none in English by name: signin.html answers).
  writeFileSync(path.join(webDir, "signin.html"), "<!doctype html><title>sign in</title>");
  writeFileSync(path.join(webDir, "signin.hi.html"), "<!doctype html><title>sign in hi</title>");
  // Main screens' own pages (scripts/build/preload-plugin.ts): here home's of no language, the list's
  // in both languages, none for the chat.
  writeFileSync(path.join(webDir, "home.html"), "<!doctype html><title>home</title>");
  writeFileSync(path.join(webDir, "events.en.html"), "<!doctype html><title>events en</title>");
  writeFileSync(path.join(webDir, "events.hi.html"), "<!doctype html><title>events hi</title>");
  writeFileSync(path.join(webDir, "events.hi.html.br"), zlib.brotliCompressSync("<title>events hi</title>"));
  writeFileSync(path.join(webDir, "assets", "main-abc123.js"), "console.log(1)");
  writeFileSync(path.join(webDir, "favicon.svg"), "<svg/>");
  // What vite-plugin-pwa writes: the service worker (plain only) and the manifest with its twins.
  writeFileSync(path.join(webDir, "sw.js"), "self.addEventListener('fetch', () => {});");
  writeFileSync(path.join(webDir, "push-sw.js"), "self.addEventListener('push', () => {});");
  writeFileSync(path.join(webDir, "manifest.webmanifest"), MANIFEST);
  writeFileSync(path.join(webDir, "manifest.webmanifest.br"), zlib.brotliCompressSync(MANIFEST));
  writeFileSync(path.join(webDir, "manifest.webmanifest.gz"), zlib.gzipSync(MANIFEST));
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
    for (const url of ["/", "/events", "/chat", "/people/detail/123", "/admin/event"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("serves a main screen its own page in the visitor's language when built, never cached", async () => {
    const get = (url: string, language?: string) =>
      t.app.inject({ method: "GET", url, headers: language ? { "accept-language": language } : {} });
    for (const url of ["/events", "/events/", "/events?sort=soonest"]) {
      const hindi = await get(url, "hi-IN,hi;q=0.9,en;q=0.8");
      expect(hindi.body, url).toContain("<title>events hi</title>");
      expect(hindi.headers["cache-control"], url).toBe("no-cache");
      expect(hindi.headers.vary, url).toBe("Accept-Encoding, Accept-Language");
      expect((await get(url, "en-IN")).body, url).toContain("<title>events en</title>");
      expect((await get(url)).body, url).toContain("<title>events en</title>");
    }
    // Compressed as any page, per language.
    const br = await t.app.inject({
      method: "GET",
      url: "/events",
      headers: { "accept-language": "hi", "accept-encoding": "br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain("events hi");
    // Only the page of no language built: it, whatever the language.
    expect((await get("/", "hi")).body).toContain("<title>home</title>");
    // None built: index.html, as for every other address.
    for (const url of ["/chat", "/people", "/events/x", "/event"]) {
      const other = await get(url, "hi");
      expect(other.body, url).toContain("<title>app</title>");
      expect(other.headers.vary, url).toBe("Accept-Encoding");
    }
  });

  it("revalidates a screen's page asked for by name", async () => {
    const res = await t.app.inject({ method: "GET", url: "/events.hi.html" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("keeps a safety contact's page out of search engines, and no other page", async () => {
    const share = await t.app.inject({ method: "GET", url: "/share/abcDEF_-123" });
    expect(share.statusCode).toBe(200);
    expect(share.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect((await t.app.inject({ method: "GET", url: "/events" })).headers["x-robots-tag"]).toBeUndefined();
  });

  it("serves the prerendered landing at /signin only, in the visitor's language when built, never cached", async () => {
    const signin = await t.app.inject({ method: "GET", url: "/signin?next=%2F" });
    expect(signin.statusCode).toBe(200);
    expect(signin.body).toContain("<title>sign in</title>");
    expect(signin.headers["cache-control"]).toBe("no-cache");
    // A cache keeps the landing per language as it does a screen's page.
    expect(signin.headers.vary).toBe("Accept-Encoding, Accept-Language");
    const hindi = await t.app.inject({
      method: "GET",
      url: "/signin",
      headers: { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" },
    });
    expect(hindi.body).toContain("<title>sign in hi</title>");
    expect(hindi.headers["cache-control"]).toBe("no-cache");
    const english = await t.app.inject({
      method: "GET",
      url: "/signin",
      headers: { "accept-language": "en-IN" },
    });
    expect(english.body).toContain("<title>sign in</title>");
    const other = await t.app.inject({
      method: "GET",
      url: "/signin/else",
      headers: { "accept-language": "hi-IN" },
    });
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

  it("serves the service worker and the push script it imports as JavaScript, never cached, so a new version is seen at once", async () => {
    for (const url of ["/sw.js", "/push-sw.js"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^(application|text)\/javascript/);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toContain("addEventListener");
    }
  });

  it("serves the manifest with its registered type, never cached, plain or compressed", async () => {
    for (const encoding of ["identity", "br", "gzip"]) {
      const res = await t.app.inject({
        method: "GET",
        url: "/manifest.webmanifest",
        headers: { "accept-encoding": encoding },
      });
      expect(res.statusCode, encoding).toBe(200);
      expect(res.headers["content-type"], encoding).toContain("application/manifest+json");
      expect(res.headers["cache-control"], encoding).toBe("no-cache");
      const body =
        encoding === "br"
          ? zlib.brotliDecompressSync(res.rawPayload)
          : encoding === "gzip"
            ? zlib.gunzipSync(res.rawPayload)
            : res.rawPayload;
      expect(JSON.parse(body.toString("utf8")).name, encoding).toBe(DEFAULT_APP_NAME);
    }
  });

  it("revalidates index.html asked for by name, as it does for client routes", async () => {
    const res = await t.app.inject({ method: "GET", url: "/index.html" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("keeps /api answers JSON, 404 included, and 404s missing files", async () => {
    const api = await t.app.inject({ method: "GET", url: "/api/nothing" });
    expect(api.statusCode).toBe(404);
    expect(api.json().success).toBe(false);
    expect((await t.app.inject({ method: "GET", url: "/assets/missing.js" })).statusCode).toBe(404);
  });
});
