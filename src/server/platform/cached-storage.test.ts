import { randomBytes } from "node:crypto";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { images } from "../db/schema";
import { openTestDatabase } from "../test/database";
import { cachedStorage } from "./cached-storage";
import { databaseStorage } from "./database-storage";
import type { Storage } from "./storage";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

// The database storage, counting the reads that reach it.
function counted(): { storage: Storage; reads: string[] } {
  const inner = databaseStorage(database.db);
  const reads: string[] = [];
  return {
    reads,
    storage: {
      ...inner,
      get: (key) => {
        reads.push(key);
        return inner.get(key);
      },
    },
  };
}

describe("cachedStorage", () => {
  it("reads a picture from the database once, however many times and at once it is asked for", async () => {
    const { storage, reads } = counted();
    const body = randomBytes(10_000);
    await storage.put("c1.webp", body);
    const cached = cachedStorage(storage, 1024 * 1024);
    const answers = await Promise.all(Array.from({ length: 8 }, () => cached.get("c1.webp")));
    expect(answers.every((answer) => answer?.equals(body))).toBe(true);
    expect((await cached.get("c1.webp"))!.equals(body)).toBe(true);
    expect(reads).toEqual(["c1.webp"]);
  });

  it("keeps what it stores, and does not remember that a key was missing", async () => {
    const { storage, reads } = counted();
    const cached = cachedStorage(storage, 1024 * 1024);
    expect(await cached.get("c2.webp")).toBeNull();
    await cached.put("c2.webp", Buffer.from("bytes"));
    expect(String(await cached.get("c2.webp"))).toBe("bytes");
    expect(reads).toEqual(["c2.webp"]);
    // Stored through another instance: found on the next ask.
    await databaseStorage(database.db).put("c3.webp", Buffer.from("other"));
    expect(await cached.get("c3.webp")).not.toBeNull();
  });

  it("stays within its budget: a picture over an eighth of it is read each time", async () => {
    const { storage, reads } = counted();
    await storage.put("big.webp", randomBytes(20_000));
    const cached = cachedStorage(storage, 100_000);
    await cached.get("big.webp");
    await cached.get("big.webp");
    expect(reads).toEqual(["big.webp", "big.webp"]);
    expect(cachedStorage(storage, 0)).toBe(storage);
  });

  it("forgets deleted keys: the next read asks the database, which no longer has them", async () => {
    const { storage, reads } = counted();
    const cached = cachedStorage(storage, 1024 * 1024);
    await cached.put("f1.webp", Buffer.from("one"));
    await cached.put("f2.webp", Buffer.from("two"));
    await deleteStoredRows(["f1.webp"]);
    cached.forget(["f1.webp"]);
    expect(await cached.get("f1.webp")).toBeNull();
    expect(String(await cached.get("f2.webp"))).toBe("two");
    expect(reads).toEqual(["f1.webp"]);
  });

  it("answers a read in flight while its key is forgotten from the database, without failing", async () => {
    const inner = databaseStorage(database.db);
    await inner.put("f3.webp", Buffer.from("three"));
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The first read waits, as a slow database read would, until the deletion has committed.
    let first = true;
    const slow: Storage = {
      ...inner,
      get: async (key) => {
        if (first) {
          first = false;
          const body = await inner.get(key);
          await held;
          return body;
        }
        return inner.get(key);
      },
    };
    const cached = cachedStorage(slow, 1024 * 1024);
    const reading = cached.get("f3.webp");
    await deleteStoredRows(["f3.webp"]);
    cached.forget(["f3.webp"]);
    release();
    expect(await reading).toBeNull();
    expect(await cached.get("f3.webp")).toBeNull();
  });
});

const deleteStoredRows = (keys: string[]) => database.db.delete(images).where(inArray(images.key, keys));
