// Issue 39's fresh instance: the time from a newly started instance being ready (listening, and
// /api/ready answering 200, which is when a balancer sends it members) to its first ranked page,
// answered to a member who signed in elsewhere. The instance is a process of its own
// (bench-fresh-instance.ts) on the bench's database, started after the instance under load has
// closed (PGlite's data directory takes one process at a time).
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import pg from "pg";
import { load, type Rotation } from "./bench-load";
import { buildServer, SERVER_ENTRY, serverNodeArgs } from "./server-build";

export type FreshFigure = {
  startToReadyMs: number;
  readyToFirstPageMs: number;
  secondPageMs: number;
  /** Issue 39 item 6: the instance's peak memory over its start, a load and a full rebuild under it. */
  maxRssMb: number | null;
  rebuiltUnderLoad: boolean;
};

// What makes the instance build its listing snapshot again while it serves (PostgreSQL only, where
// a second connection can write): more listings changed at once than a catch-up reads one by one.
async function changeManyListings(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      "update events set created_at = created_at + interval '1 millisecond' where status = 'approved' and (hashtext(id::text) & 3) = 0",
    );
  } finally {
    await client.end();
  }
}

export async function benchFresh(opts: {
  dataDir: string;
  databaseUrl: string | undefined;
  // Two members: the first one's page is the instance's first; the second's, computed right after,
  // is what the same instance answers once it has served one.
  members: [Record<string, string>, Record<string, string>];
  /** For you as many members ask it: the load given to the instance after its first pages. */
  load: Rotation;
  loadSeconds: number;
}): Promise<FreshFigure> {
  // Bundled and run by plain Node with npm start's flags (its heap's limit among them), as `npm start`
  // runs the server (server-build.ts): its memory is what a production instance holds, not the
  // TypeScript loader's. Inside the project, where its packages resolve from node_modules.
  const built = path.resolve("dist/bench-instance");
  buildServer({ root: path.resolve("."), outDir: built, entry: "scripts/bench-fresh-instance.ts" });
  const started = performance.now();
  let figure: FreshFigure | undefined;
  let memory: Promise<number | null> = Promise.resolve(null);
  const child = spawn(
    process.execPath,
    [...serverNodeArgs(path.resolve(".")), path.join(built, SERVER_ENTRY)],
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
    const lines = createInterface({ input: child.stdout! });
    const port = await new Promise<number>((resolve, reject) => {
      child.once("exit", (code) => reject(new Error(`bench-fresh: the instance exited (${code})`)));
      lines.once("line", (line) => {
        resolve((JSON.parse(line) as { port: number }).port);
      });
    });
    memory = new Promise((resolve) => {
      lines.once("line", (line) => resolve((JSON.parse(line) as { maxRssMb: number }).maxRssMb));
      child.once("exit", () => resolve(null));
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
    const second = performance.now();
    // Then a load, with a quarter of the listings changed at once part way (a full rebuild while
    // the last snapshot serves), for the instance's peak memory.
    const loaded = load(base, opts.load, opts.loadSeconds);
    const rebuiltUnderLoad = Boolean(opts.databaseUrl);
    if (opts.databaseUrl) await changeManyListings(opts.databaseUrl);
    await loaded;
    figure = {
      startToReadyMs: ready - started,
      readyToFirstPageMs: first - ready,
      secondPageMs: second - first,
      maxRssMb: null,
      rebuiltUnderLoad,
    };
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(built, { recursive: true, force: true });
  }
  return { ...figure!, maxRssMb: await memory };
}
