import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/app";

// Issue 12, delivery: built assets go out precompressed in the encoding the browser accepts, JSON
// over about 1 KB is compressed on the fly, and a client that accepts none gets plain bytes.
const script = `console.log(${JSON.stringify("a phone on patchy 4G ".repeat(200))});`;
const page = `<!doctype html><title>app</title>${"<p>shell</p>".repeat(100)}`;

let t: TestApp;
let webDir: string;
function withTwins(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}
beforeAll(async () => {
  webDir = mkdtempSync(path.join(os.tmpdir(), "meetup-web-"));
  mkdirSync(path.join(webDir, "assets"));
  withTwins(path.join(webDir, "index.html"), page);
  withTwins(path.join(webDir, "assets", "main-abc123.js"), script);
  t = await buildTestApp({ webDir });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "GET",
    url,
    headers: acceptEncoding ? { ...headers, "accept-encoding": acceptEncoding } : headers,
  });

describe("compressed delivery", () => {
  it("sends a hashed asset's brotli twin to a browser that takes br, still cached for a year", async () => {
    const res = await get("/assets/main-abc123.js", "gzip, deflate, br");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(String(res.headers.vary).toLowerCase()).toContain("accept-encoding");
    expect(res.headers["content-type"]).toContain("javascript");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 5);
  });

  it("sends the gzip twin to a browser that takes only gzip", async () => {
    const res = await get("/assets/main-abc123.js", "gzip");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it("sends plain bytes to a client that accepts no encoding", async () => {
    const res = await get("/assets/main-abc123.js");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it("compresses index.html for client routes and never lets it go stale", async () => {
    const res = await get("/events", "br");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(String(res.headers.vary).toLowerCase()).toContain("accept-encoding");
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(page);
    expect((await get("/events")).body).toBe(page);
  });

  it("compresses JSON over 1 KB and leaves small answers alone", async () => {
    const member = await t.login();
    const big = await get("/api/location", "br, gzip", member.headers);
    expect(big.statusCode).toBe(200);
    expect(big.headers["content-encoding"]).toBe("br");
    expect(String(big.headers.vary).toLowerCase()).toContain("accept-encoding");
    const json = JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString());
    expect(json.success).toBe(true);
    const plain = await get("/api/location", undefined, member.headers);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.json()).toEqual(json);
    expect(big.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const small = await get("/api/health", "br, gzip");
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers["content-encoding"]).toBeUndefined();
  });
});
