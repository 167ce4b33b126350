import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { localStorage } from "./storage";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "meetup-storage-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("localStorage", () => {
  it("stores the same content-addressed key written by many uploads at once", async () => {
    const storage = localStorage(dir);
    const body = Buffer.alloc(256 * 1024, 7);
    const results = await Promise.allSettled(Array.from({ length: 16 }, () => storage.put("abc.webp", body)));
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    expect(await readFile(path.join(dir, "abc.webp"))).toEqual(body);
    // No temporary file is left behind.
    expect(await readdir(dir)).toEqual(["abc.webp"]);
  });
});
