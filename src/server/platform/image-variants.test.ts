import Fastify from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { variantKey, variantUrl } from "../../shared/image-variants";
import type { Database } from "../db/client";
import { openTestDatabase } from "../test/database";
import { jpeg } from "../test/images";
import { databaseStorage } from "./database-storage";
import { storeImage } from "./images";
import { registerUploadsRoute } from "./uploads-route";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());
const storage = () => databaseStorage(database.db);

async function size(body: Buffer | null) {
  const meta = await sharp(body ?? Buffer.alloc(0)).metadata();
  return { width: meta.width, height: meta.height, format: meta.format };
}

describe("the smaller copies of an uploaded picture", () => {
  it("are stored beside it: 480 px wide keeping its shape, and a 256 px square", async () => {
    const store = storage();
    const { key } = await storeImage({ storage: store, body: await jpeg(2000, 1000) });
    expect(await size(await store.get(key))).toEqual({ width: 1080, height: 540, format: "webp" });
    expect(await size(await store.get(variantKey(key, "w480")))).toEqual({
      width: 480,
      height: 240,
      format: "webp",
    });
    expect(await size(await store.get(variantKey(key, "sq256")))).toEqual({
      width: 256,
      height: 256,
      format: "webp",
    });
  });

  it("are made on first request for a picture stored before they existed, and kept", async () => {
    const store = storage();
    const original = await sharp(await jpeg(900, 600))
      .webp()
      .toBuffer();
    const key = "a".repeat(40).concat(".webp");
    await store.put(key, original);
    const app = Fastify();
    registerUploadsRoute(app, store);
    const res = await app.inject({ method: "GET", url: `/uploads/${variantKey(key, "w480")}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("immutable");
    expect(await size(res.rawPayload)).toEqual({ width: 480, height: 320, format: "webp" });
    expect(await store.get(variantKey(key, "w480"))).not.toBeNull();
    // No original, or a name that is not a copy: not found, and nothing is made.
    for (const url of [`/uploads/${"b".repeat(40)}.w480.webp`, `/uploads/${"a".repeat(40)}.w9999.webp`]) {
      expect((await app.inject({ method: "GET", url })).statusCode, url).toBe(404);
    }
    await app.close();
  });

  it("are named from the picture's URL only for uploads", () => {
    const hash = "c".repeat(40);
    expect(variantUrl(`/uploads/${hash}.webp`, "sq256")).toBe(`/uploads/${hash}.sq256.webp`);
    expect(variantUrl("/images/categories/beach-island-1.webp", "w480")).toBeNull();
    expect(variantUrl(`/uploads/${hash}.w480.webp`, "w480")).toBeNull();
  });
});
