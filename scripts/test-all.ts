// `npm test`: every check: lint, typecheck and build (side by side), unit and API tests on PGlite,
// the server files where PostgreSQL can answer otherwise on it too (postgres-tests.ts), the any-hour
// check (the time-sensitive files at the instants where time breaks things), the browser journeys
// (on PostgreSQL, one on PGlite too), then the cluster (nginx in front of three instances: the
// journey and a rolling restart). With CI=true a part that cannot run fails.
// The summary gives each step's seconds and the whole run's, and under a failed step the lines that
// named what failed: a log read from its end (CI keeps only the tail) still says which test it was.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import pg from "pg";
import { journeyChromium } from "../e2e/chromium";
import { pgliteTemplateFile, unpackPgliteTemplate } from "../src/server/test/global-setup";
import { POSTGRES_TESTS } from "../src/server/test/postgres-tests";
import { freePort } from "../src/server/test/server-process";
import { TIME_SENSITIVE_TESTS } from "../src/server/test/time-sensitive";
import { scratchDatabase } from "./bench-database";
import { NGINX_PATH, nginxInstalled } from "./cluster/nginx";

const ci = process.env.CI === "true";
const pgUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
// The browser the journeys pick (e2e/chromium.ts); a part that needs one is skipped without it.
const chromium = journeyChromium();
const only = process.argv.slice(2);
// Where the PGlite run's races watch notes the files that wrote at once (src/server/test/races.ts).
const racesDir = mkdtempSync(path.join(os.tmpdir(), "meetup-races-"));
const racesLog = path.join(racesDir, "races.log");

type Outcome = boolean | "skipped";
// What a step runs its commands with: `run` a command, `log` a line of its own (why it was skipped).
type StepContext = {
  run(cmd: string, args: string[], env?: NodeJS.ProcessEnv): Promise<boolean>;
  log(line: string): void;
};
type Step = { name: string; run: (ctx: StepContext) => Promise<Outcome> };
const results: {
  name: string;
  outcome: "passed" | "failed" | "skipped";
  seconds: number;
  failures: string[];
}[] = [];

// Where a command's output goes: to the terminal as it comes, or kept (see runStep).
type Output = { write(chunk: Buffer | string): void };
const terminal: Output = { write: (chunk) => process.stdout.write(chunk) };

// The lines by which Vitest and Playwright name a failed test or file ("FAIL  |server| a.test.ts >
// …", "× …", "✘ 12 [phone] › …", "1) [phone] › …", "1 failed", "1 flaky"). At most 40 per step.
const FAILURE_LINE = /^\s*(FAIL\s|×\s|✘\s|\d+\) \[|\d+ (failed|flaky)\b)/;
const MAX_FAILURE_LINES = 40;

// Splits a command's output into lines and keeps those that name a failure.
function failureScanner(into: string[]) {
  let partial = "";
  return (chunk: Buffer | string) => {
    const lines = (partial + chunk.toString()).split("\n");
    partial = lines.pop() ?? "";
    for (const raw of lines) {
      const line = stripVTControlCharacters(raw).trimEnd();
      if (FAILURE_LINE.test(line) && into.length < MAX_FAILURE_LINES && !into.includes(line)) into.push(line);
    }
  };
}

function sh(cmd: string, args: string[], out: Output, env: NodeJS.ProcessEnv = {}): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...env },
    });
    child.stdout?.on("data", (chunk: Buffer) => out.write(chunk));
    child.stderr?.on("data", (chunk: Buffer) => out.write(chunk));
    child.on("error", (error) => {
      out.write(`${error.message}\n`);
      resolve(false);
    });
    child.on("close", (code) => resolve(code === 0));
  });
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

// Steps of one stage run side by side; the stages run one after the other. Side by side only where it
// pays on a 2-core machine: the PostgreSQL suite and the any-hour check (two Vitest workers each)
// side by side took 276 s and 541 CPU-s, one after the other 246 s and 436 CPU-s (2026-12-02, same
// machine): each keeps both cores busy, and the two together only cost more CPU time.
const stages: Step[][] = [
  [
    { name: "lint", run: ({ run }) => run("npx", ["biome", "check", "."]) },
    {
      // One program per runtime, so server code cannot use DOM globals nor web code Node's. TypeScript
      // 7, each program on one thread (ADR 0064): its parallel checking spent more time in this 2-core
      // machine's kernel than in checking. The three at once took 9 s beside nothing (2026-12-02);
      // on TypeScript 5.9 they were the stage's longest step (52-79 s).
      name: "typecheck",
      run: async ({ run }) => {
        const projects = ["tsconfig.web.json", "tsconfig.server.json", "tsconfig.e2e.json"];
        const passed = await Promise.all(
          projects.map((p) => run("npx", ["tsc", "--noEmit", "--singleThreaded", "-p", p])),
        );
        return passed.every(Boolean);
      },
    },
    {
      // The same production build `npm start` serves (NODE_ENV forced, content stamp written), in a
      // process of its own so that it runs beside the others. The run's only one: the journeys serve
      // it, and scripts/web-build.test.ts reads it (built with NODE_ENV=development in its
      // environment, as a developer's shell may have it, to show the build forces production).
      name: "build",
      run: ({ run }) =>
        run(
          "npx",
          [
            "tsx",
            "--eval",
            `import path from "node:path";
           import { ensureWebBuild } from "./scripts/web-build.ts";
           try { ensureWebBuild({ root: process.cwd(), outDir: path.resolve("dist/web") }); }
           catch (error) { console.error(error.message); process.exit(1); }`,
          ],
          { NODE_ENV: "development" },
        ),
    },
  ],
  [
    {
      // Every file but the time-sensitive ones, which the next stage runs at each of the any-hour
      // check's instants on PGlite, and at the clock's own time on PostgreSQL: a run here at the clock's
      // time on PGlite too tested nothing those seven do not.
      name: "unit+api (PGlite)",
      run: ({ run }) =>
        run("npx", ["vitest", "run", ...TIME_SENSITIVE_TESTS.flatMap((glob) => ["--exclude", glob])], {
          TEST_DATABASE_URL: "",
        }),
    },
  ],
  [
    {
      name: "server suite (PostgreSQL)",
      run: async ({ run, log }) => {
        if (!(await postgresReachable())) {
          log(`PostgreSQL is not reachable at ${pgUrl}.`);
          return ci ? false : "skipped";
        }
        // The server's files where PostgreSQL can answer otherwise than PGlite (postgres-tests.ts),
        // the time-sensitive ones at the clock's own time, and any the PGlite run saw write at once.
        const raced = racedFiles();
        const untagged = raced.filter((file) => !POSTGRES_TESTS.some((prefix) => file.startsWith(prefix)));
        if (untagged.length)
          log(`Wrote at once on PGlite, not in postgres-tests.ts, run here too: ${untagged.join(", ")}`);
        const timeSensitive = TIME_SENSITIVE_TESTS.filter((glob) => glob.startsWith("src/server/")).map(
          (glob) => glob.replace(/\*\.test\.ts$/, ""),
        );
        const files = [...new Set([...POSTGRES_TESTS, ...timeSensitive, ...untagged])];
        return run("npx", ["vitest", "run", "--project", "server", ...files], { TEST_DATABASE_URL: pgUrl });
      },
    },
  ],
  [
    {
      // The time-sensitive files at a Sunday's 09:59 and 10:01, 21:59 and 22:01, a month's last day
      // and a year's (India time), on PGlite, whose SQL clock moves with the process's
      // (src/server/test/clock.ts, vitest.any-hour.config.ts).
      name: "any hour (PGlite)",
      run: ({ run }) =>
        run("npx", ["vitest", "run", "--config", "vitest.any-hour.config.ts"], { TEST_DATABASE_URL: "" }),
    },
  ],
  [
    {
      name: "e2e (Chromium)",
      run: async ({ run, log }) => {
        if (!existsSync(chromium)) {
          log(`Chromium is not installed at ${chromium} (apt-get install -y chromium-headless-shell).`);
          return ci ? false : "skipped";
        }
        // The journeys' server on a fresh PostgreSQL database (and the @pglite ones again on the
        // embedded database: playwright.config.ts); without PostgreSQL, outside CI, all on PGlite.
        const database = (await postgresReachable())
          ? await scratchDatabase(pgUrl, `meetup_e2e_${randomBytes(4).toString("hex")}`, { throwaway: true })
          : undefined;
        if (!database) {
          log(`PostgreSQL is not reachable at ${pgUrl}: the journeys run on PGlite.`);
          if (ci) return false;
        }
        const dataDir = mkdtempSync(path.join(os.tmpdir(), "meetup-e2e-"));
        // The server on the embedded database starts from the run's migrated PGlite template, as the
        // server tests' processes do: from an empty directory it ran initdb and every migration first,
        // 11.5 s on a quiet machine before any journey could begin. A first start on an empty embedded
        // database has its own test (scripts/server-build.test.ts).
        unpackPgliteTemplate(await pgliteTemplateFile(), database ? `${dataDir}-pglite` : dataDir);
        try {
          return await run("npx", ["playwright", "test"], {
            E2E_PORT: String(await freePort()),
            E2E_DATA_DIR: dataDir,
            ...(database
              ? { E2E_DATABASE_URL: database.url, E2E_PGLITE_PORT: String(await freePort()) }
              : {}),
          });
        } finally {
          rmSync(dataDir, { recursive: true, force: true });
          rmSync(`${dataDir}-pglite`, { recursive: true, force: true });
          await database?.drop().catch(() => {});
        }
      },
    },
  ],
  [
    {
      // nginx in front of three instances on PostgreSQL and Redis: the journey, then a rolling restart.
      name: "cluster (nginx, 3 instances)",
      run: async ({ run, log }) => {
        if (!nginxInstalled()) {
          log(`nginx is not installed at ${NGINX_PATH} (apt-get install -y nginx): cluster tests skipped.`);
          return ci ? false : "skipped";
        }
        if (!existsSync(chromium) || !(await postgresReachable())) {
          log("The cluster tests need Chromium and PostgreSQL (and Redis): skipped.");
          return ci ? false : "skipped";
        }
        return run("npx", ["tsx", "scripts/cluster/test-cluster.ts"]);
      },
    },
  ],
];

// The files the PGlite run's races watch noted, relative to the repository, each once.
function racedFiles(): string[] {
  if (!existsSync(racesLog)) return [];
  const lines = readFileSync(racesLog, "utf8").split("\n").filter(Boolean);
  return [
    ...new Set(lines.map((file) => path.relative(process.cwd(), file).split(path.sep).join("/"))),
  ].sort();
}

const wanted = (step: Step) =>
  !only.length || only.some((o) => step.name.toLowerCase().startsWith(o.toLowerCase()));

// A step alone in its stage writes to the terminal as it goes; beside others, its output is kept and
// printed in one piece when it ends, so that two steps' lines never interleave.
async function runStep(step: Step, shared: boolean): Promise<void> {
  const kept: (Buffer | string)[] = [];
  const failures: string[] = [];
  const scan = failureScanner(failures);
  const sink: Output = shared ? { write: (chunk) => kept.push(chunk) } : terminal;
  const out: Output = {
    write: (chunk) => {
      sink.write(chunk);
      scan(chunk);
    },
  };
  const log = (line: string) => (shared ? kept.push(`${line}\n`) : console.error(line));
  if (!shared) console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const outcome = await step.run({ run: (cmd, args, env) => sh(cmd, args, out, env), log });
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  const name = outcome === "skipped" ? "skipped" : outcome ? "passed" : "failed";
  if (shared) {
    console.log(`\n=== ${step.name} (${name}, ${seconds}s) ===`);
    for (const chunk of kept) process.stdout.write(chunk);
  }
  results.push({ name: step.name, outcome: name, seconds, failures: name === "failed" ? failures : [] });
}

const runStarted = Date.now();
for (const stage of stages) {
  const chosen = stage.filter(wanted);
  if (!chosen.length) continue;
  if (chosen.length > 1) console.log(`\n=== ${chosen.map((s) => s.name).join(", ")}: side by side ===`);
  await Promise.all(chosen.map((step) => runStep(step, chosen.length > 1)));
  if (results.some((r) => r.name === "build" && r.outcome === "failed")) break;
}
const totalSeconds = Math.round((Date.now() - runStarted) / 100) / 10;
rmSync(racesDir, { recursive: true, force: true });

console.log("\n=== summary ===");
for (const r of results) {
  console.log(`${r.outcome.padEnd(8)} ${r.name} (${r.seconds}s)`);
  for (const line of r.failures) console.log(`           ${line.trim()}`);
}
const passed = results.filter((r) => r.outcome === "passed").length;
const failures = results.filter((r) => r.outcome === "failed").length;
const skipped = results.filter((r) => r.outcome === "skipped").length;
console.log(`steps: ${passed} passed, ${failures} failed, ${skipped} skipped`);
console.log(`total: ${totalSeconds}s (${(totalSeconds / 60).toFixed(1)} min)`);
process.exit(failures > 0 ? 1 : 0);
