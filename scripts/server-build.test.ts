import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServerProcess } from "../src/server/test/server-process";
import { ensureServerBuild, SERVER_ENTRY, serverNodeArgs } from "./server-build";

// `npm start` runs the server's bundle with plain Node (server-build.ts). Built here as it builds it,
// the bundle starts on an empty embedded database with the demo data, applies the migrations that
// were copied beside it and says ready: what the sources do under tsx, the bundle does too.
const outDir = path.resolve(`dist/server-build-test-${process.pid}`);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("the server's production build", () => {
  it("is built once, then found fresh, and starts with the demo data", async () => {
    const log: string[] = [];
    expect(ensureServerBuild({ root: path.resolve("."), outDir, log: (l) => log.push(l) })).toBe("built");
    expect(existsSync(path.join(outDir, SERVER_ENTRY))).toBe(true);
    expect(existsSync(path.join(outDir, "migrations", "meta", "_journal.json"))).toBe(true);
    expect(ensureServerBuild({ root: path.resolve("."), outDir, log: (l) => log.push(l) })).toBe("fresh");
    expect(log).toHaveLength(1);

    // With npm start's flags: stack traces through the source map, and the heap's limit (ADR 0060).
    expect(serverNodeArgs(path.resolve("."), {})).toEqual([
      "--enable-source-maps",
      "--max-old-space-size=320",
    ]);
    expect(serverNodeArgs(path.resolve("."), { SERVER_HEAP_MB: "1536" })).toContain(
      "--max-old-space-size=1536",
    );
    const server = await startServerProcess({
      args: [...serverNodeArgs(path.resolve("."), {}), path.join(outDir, SERVER_ENTRY)],
      env: { DEMO_DATA: "on" },
      stdio: "ignore",
      readyTimeoutMs: 180_000,
    });
    try {
      const ready = (await fetch(`${server.base}/api/ready`).then((r) => r.json())) as { data: unknown };
      expect(ready.data).toMatchObject({ status: "ready", database: "pglite", migrations: "applied" });
      const config = await fetch(`${server.base}/api/auth/config`);
      expect(config.status).toBe(200);
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
      server.cleanUp();
    }
  }, 240_000);
});
