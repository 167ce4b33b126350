import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { images } from "../db/schema";
import { openTestDatabase } from "../test/database";
import { databaseStorage } from "./database-storage";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

describe("databaseStorage", () => {
  it("gives back exactly the bytes it was given, every byte value included", async () => {
    const storage = databaseStorage(database.db);
    const every = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    const body = Buffer.concat([every, randomBytes(300 * 1024), every.reverse(), Buffer.alloc(64)]);
    await storage.put("d1.webp", body);
    const back = await storage.get("d1.webp");
    expect(Buffer.isBuffer(back)).toBe(true);
    expect(back!.equals(body)).toBe(true);
    const [row] = await database.db.select().from(images).where(eq(images.key, "d1.webp"));
    expect(row).toMatchObject({ contentType: "image/webp", size: body.length });
  });

  it("answers null for a key it does not hold, and never looks up a key it could not hold", async () => {
    const storage = databaseStorage(database.db);
    expect(await storage.get("missing.webp")).toBeNull();
    expect(await storage.get("../etc/passwd")).toBeNull();
    await expect(storage.put("Bad Key", Buffer.from("x"))).rejects.toThrow("Bad storage key");
  });

  it("stores one row when many uploads of the same picture arrive at once, and keeps the first bytes", async () => {
    const storage = databaseStorage(database.db);
    const body = randomBytes(256 * 1024);
    const results = await Promise.allSettled(
      Array.from({ length: 16 }, () => storage.put("same.webp", body)),
    );
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    expect((await storage.get("same.webp"))!.equals(body)).toBe(true);
    expect(
      await database.db.select({ key: images.key }).from(images).where(eq(images.key, "same.webp")),
    ).toHaveLength(1);
    // A key names its bytes for good: storing it again changes nothing.
    await storage.put("same.webp", Buffer.from("other bytes"));
    expect((await storage.get("same.webp"))!.equals(body)).toBe(true);
  });

  it("addresses uploads by URL", () => {
    expect(databaseStorage(database.db).urlFor("abc.webp")).toBe("/uploads/abc.webp");
  });
});
