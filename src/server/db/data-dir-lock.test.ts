import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "meetup-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// Another Node process takes the lock, says so on stdout, then waits (or dies when told to).
function holderProcess(dir: string) {
  const script = `
    const { lockDataDir } = await import(${JSON.stringify(path.resolve("src/server/db/data-dir-lock.ts"))});
    await lockDataDir(${JSON.stringify(dir)});
    process.stdout.write("locked\\n");
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("locked") && resolve());
    child.once("exit", (code) => reject(new Error(`holder exited with ${code}`)));
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return { child, ready, exited };
}

describe("the PGlite data directory lock", () => {
  it("refuses a second holder while the first one runs, with a clear message", async () => {
    const dir = tempDir();
    const holder = holderProcess(dir);
    try {
      await holder.ready;
      const error = await lockDataDir(dir).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect(String((error as Error).message)).toMatch(
        new RegExp(`pid ${holder.child.pid}\\) is already using the data directory`),
      );
    } finally {
      holder.child.kill("SIGKILL");
      await holder.exited;
    }
  });

  it("refuses a second holder in the same process, and frees the directory on release", async () => {
    const dir = tempDir();
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    release();
    const again = await lockDataDir(dir);
    again();
  });

  it("is free again the moment its holder is killed (kill -9 leaves nothing to clean by hand)", async () => {
    const dir = tempDir();
    const holder = holderProcess(dir);
    await holder.ready;
    holder.child.kill("SIGKILL");
    await holder.exited;
    // The dead holder's socket file is still there; nobody answers on it, so it is taken over.
    expect(existsSync(path.join(dir, "pglite.lock.sock"))).toBe(true);
    const release = await lockDataDir(dir);
    release();
  });

  it("is not fooled by a live process that reuses a dead holder's pid", async () => {
    const dir = tempDir();
    // The old lock format: a pid file naming a live process (the test runner's parent) that is no server.
    writeFileSync(path.join(dir, "pglite.lock"), String(process.ppid));
    const release = await lockDataDir(dir);
    release();
  });

  it("still locks a directory whose path is too long for a socket file", async () => {
    const dir = path.join(tempDir(), "a".repeat(60), "b".repeat(60));
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    release();
  });
});
