// Issue 39's fresh instance: the time from a newly started instance being ready (listening, and
// /api/ready answering 200, which is when a balancer sends it members) to its first ranked page,
// answered to a member who signed in elsewhere. The instance is a process of its own
// (bench-fresh-instance.ts) on the bench's database, started after the instance under load has
// closed (PGlite's data directory takes one process at a time).
import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";

export type FreshFigure = { startToReadyMs: number; readyToFirstPageMs: number; secondPageMs: number };

export async function benchFresh(opts: {
  dataDir: string;
  databaseUrl: string | undefined;
  // Two members: the first one's page is the instance's first; the second's, computed right after,
  // is what the same instance answers once it has served one.
  members: [Record<string, string>, Record<string, string>];
}): Promise<FreshFigure> {
  const started = performance.now();
  const child = spawn(
    path.resolve("node_modules/.bin/tsx"),
    ["--tsconfig", "tsconfig.server.json", "scripts/bench-fresh-instance.ts"],
    {
      env: {
        ...process.env,
        BENCH_FRESH_DATA_DIR: opts.dataDir,
        BENCH_FRESH_DATABASE_URL: opts.databaseUrl ?? "",
      },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.once("exit", (code) => reject(new Error(`bench-fresh: the instance exited (${code})`)));
      createInterface({ input: child.stdout! }).once("line", (line) => {
        resolve((JSON.parse(line) as { port: number }).port);
      });
    });
    const base = `http://127.0.0.1:${port}`;
    while ((await fetch(`${base}/api/ready`)).status !== 200) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const ready = performance.now();
    const page = async (headers: Record<string, string>) => {
      const res = await fetch(`${base}/api/events`, { headers });
      if (!res.ok) throw new Error(`bench-fresh: the first page answered ${res.status}`);
      await res.json();
    };
    await page(opts.members[0]);
    const first = performance.now();
    await page(opts.members[1]);
    return {
      startToReadyMs: ready - started,
      readyToFirstPageMs: first - ready,
      secondPageMs: performance.now() - first,
    };
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
  }
}
