import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./client";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "meetup-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the PGlite data directory lock", () => {
  it("refuses a second holder while the first one runs, with a clear message", () => {
    const dir = tempDir();
    // A live process other than this one holds it (the parent of the test runner).
    writeFileSync(path.join(dir, "pglite.lock"), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/already using the data directory/);
  });

  it("takes over a lock left by a process that no longer runs, and releases it", () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, "pglite.lock"), "999999999");
    const release = lockDataDir(dir);
    expect(() => lockDataDir(path.join(dir))).not.toThrow(DataDirLockedError);
    release();
  });
});
