import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { variantKey } from "../../shared/image-variants";
import { buildTestApp, type TestApp } from "../test/app";
import { eventForm } from "../test/factories";
import { png } from "../test/images";
import { fieldParts, postMultipart } from "../test/multipart";
import { openSharedDatabase } from "../test/shared-database";

// Two app instances on one database, each with a DATA_DIR of its own: what one stores, both serve.
let shared: Awaited<ReturnType<typeof openSharedDatabase>>;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  shared = await openSharedDatabase();
  a = await buildTestApp({}, { database: shared.first });
  b = await buildTestApp({}, { database: shared.second });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await shared?.close();
});

describe("GET /uploads/:key", () => {
  it("serves a cover uploaded through one instance from the other, with its copies, cached for good", async () => {
    const host = await a.login();
    const cover = {
      name: "image",
      fileName: "cover.png",
      contentType: "image/png",
      body: await png(1600, 900),
    };
    const created = await postMultipart(a.app, "/api/events", [...fieldParts(eventForm()), cover], host);
    expect(created.statusCode).toBe(201);
    const hosted = await b.data("GET", "/api/events/created", host);
    const url: string = hosted.find((e: { _id: string }) => e._id === created.json().data._id).image;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{40}\.webp$/);
    const key = url.slice("/uploads/".length);
    expect(a.config.dataDir).not.toBe(b.config.dataDir);
    for (const path of [url, `/uploads/${variantKey(key, "w480")}`, `/uploads/${variantKey(key, "sq256")}`]) {
      const res = await b.app.inject({ method: "GET", url: path });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers["content-type"]).toBe("image/webp");
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers.etag).toBe(`"${path.slice("/uploads/".length)}"`);
      expect(res.rawPayload.subarray(8, 12).toString("latin1")).toBe("WEBP");
      const stored = await a.app.deps.storage.get(path.slice("/uploads/".length));
      expect(stored && res.rawPayload.equals(stored)).toBe(true);
    }
  });

  it("answers 304 to a browser that already holds the picture, and 404 to a key nobody stored", async () => {
    const key = `${"e".repeat(40)}.webp`;
    await a.app.deps.storage.put(key, Buffer.from("RIFF\0\0\0\0WEBP"));
    const revalidated = await b.app.inject({
      method: "GET",
      url: `/uploads/${key}`,
      headers: { "if-none-match": `W/"other", "${key}"` },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers.etag).toBe(`"${key}"`);
    expect(revalidated.rawPayload.length).toBe(0);
    for (const path of [`/uploads/${"f".repeat(40)}.webp`, "/uploads/Not..A..Key"]) {
      expect((await b.app.inject({ method: "GET", url: path })).statusCode, path).toBe(404);
    }
  });
});
