// `npm test`: every check, in order: lint, typecheck, build, unit and API tests on PGlite, the server
// suite again on PostgreSQL, the browser journeys, then the cluster (nginx in front of three
// instances: the journey and a rolling restart). With CI=true a part that cannot run fails.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "../src/server/test/server-process";
import { NGINX_PATH, nginxInstalled } from "./cluster/nginx";
import { ensureWebBuild } from "./web-build";

const ci = process.env.CI === "true";
const pgUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const only = process.argv.slice(2);

type Step = { name: string; run: () => Promise<boolean | "skipped"> };
const results: { name: string; outcome: "passed" | "failed" | "skipped"; seconds: number }[] = [];

function sh(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  const res = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return res.status === 0;
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

const steps: Step[] = [
  { name: "lint", run: async () => sh("npx", ["biome", "check", "."]) },
  {
    // One program per runtime, so server code cannot use DOM globals nor web code Node's.
    name: "typecheck",
    run: async () =>
      ["tsconfig.web.json", "tsconfig.server.json", "tsconfig.e2e.json"].every((project) =>
        sh("npx", ["tsc", "--noEmit", "-p", project]),
      ),
  },
  {
    name: "build",
    // The same production build `npm start` serves (NODE_ENV forced, content stamp written).
    run: async () => {
      try {
        ensureWebBuild({ root: process.cwd(), outDir: path.resolve("dist/web") });
        return true;
      } catch (error) {
        console.error((error as Error).message);
        return false;
      }
    },
  },
  { name: "unit+api (PGlite)", run: async () => sh("npx", ["vitest", "run"], { TEST_DATABASE_URL: "" }) },
  {
    name: "server suite (PostgreSQL)",
    run: async () => {
      if (!(await postgresReachable())) {
        console.error(`PostgreSQL is not reachable at ${pgUrl}.`);
        return ci ? false : "skipped";
      }
      return sh("npx", ["vitest", "run", "--project", "server"], { TEST_DATABASE_URL: pgUrl });
    },
  },
  {
    name: "e2e (Chromium)",
    run: async () => {
      if (!existsSync(chromium)) {
        console.error(`Chromium is not installed at ${chromium} (apt-get install -y chromium).`);
        return ci ? false : "skipped";
      }
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "meetup-e2e-"));
      try {
        return sh("npx", ["playwright", "test"], {
          E2E_PORT: String(await freePort()),
          E2E_DATA_DIR: dataDir,
          CHROMIUM_PATH: chromium,
        });
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  },
  {
    // nginx in front of three instances on PostgreSQL and Redis: the journey, then a rolling restart.
    name: "cluster (nginx, 3 instances)",
    run: async () => {
      if (!nginxInstalled()) {
        console.error(
          `nginx is not installed at ${NGINX_PATH} (apt-get install -y nginx): cluster tests skipped.`,
        );
        return ci ? false : "skipped";
      }
      if (!existsSync(chromium) || !(await postgresReachable())) {
        console.error("The cluster tests need Chromium and PostgreSQL (and Redis): skipped.");
        return ci ? false : "skipped";
      }
      return sh("npx", ["tsx", "scripts/cluster/test-cluster.ts"], { CHROMIUM_PATH: chromium });
    },
  },
];

let failed = false;
for (const step of steps) {
  if (only.length && !only.some((o) => step.name.toLowerCase().startsWith(o.toLowerCase()))) continue;
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const outcome = await step.run();
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  const name = outcome === "skipped" ? "skipped" : outcome ? "passed" : "failed";
  results.push({ name: step.name, outcome: name, seconds });
  if (name === "failed") {
    failed = true;
    if (step.name === "build") break;
  }
}

console.log("\n=== summary ===");
for (const r of results) console.log(`${r.outcome.padEnd(8)} ${r.name} (${r.seconds}s)`);
const passed = results.filter((r) => r.outcome === "passed").length;
const failures = results.filter((r) => r.outcome === "failed").length;
const skipped = results.filter((r) => r.outcome === "skipped").length;
console.log(`steps: ${passed} passed, ${failures} failed, ${skipped} skipped`);
process.exit(failed ? 1 : 0);
