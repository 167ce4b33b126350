import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_ADMIN_EMAIL } from "./e2e/api/members";
import { CHROMIUM_ARGS, journeyChromium } from "./e2e/chromium";
import { ensureServerBuild, SERVER_ENTRY, serverNodeArgs } from "./scripts/server-build";

// The built app on its own port and data directory (npm test picks both); Debian's Chromium, never a
// download (its headless shell where installed: e2e/chromium.ts). npm test gives the journeys a fresh
// PostgreSQL database (E2E_DATABASE_URL): two browsers at a time queue on the embedded database's
// single connection. The journeys tagged @pglite then run once more on an embedded database of
// their own (E2E_PGLITE_PORT), so the one that runs the app is still driven end to end there.
const port = Number(process.env.E2E_PORT ?? 8787);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `meetup-e2e-${port}`);
const databaseUrl = process.env.E2E_DATABASE_URL ?? "";
const pglitePort =
  databaseUrl && process.env.E2E_PGLITE_PORT ? Number(process.env.E2E_PGLITE_PORT) : undefined;
const executablePath = journeyChromium();
const launchOptions = {
  executablePath,
  args: CHROMIUM_ARGS,
};

const phone = { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions };
const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions };

// Journeys tagged @alone change what every other journey on the server sees (the job worker's
// clock; the admin's count of flagged members), so they run after all the others, one at a time.
// The others make their own members and events (e2e/fixtures.ts) and run two at a time.
const alone = /@alone/;
// Most journeys assert a flow, which is the same at any width: they run on the phone, the size most
// members use. Those tagged @layout assert what a screen shows (every route renders, axe, contrast)
// and run at the desktop width too.
const layout = /@layout/;

const serverEnv = (serverPort: number, serverDataDir: string, serverDatabaseUrl: string) => ({
  PORT: String(serverPort),
  HOST: "127.0.0.1",
  DATA_DIR: serverDataDir,
  NODE_ENV: "development",
  // Journeys make their own members and events (e2e/fixtures.ts); the admin is theirs too.
  DEMO_DATA: "0",
  // The push journey's push service listens on loopback (e2e/push.spec.ts).
  PUSH_LOOPBACK: "1",
  ADMIN_EMAILS: E2E_ADMIN_EMAIL,
  RATE_LIMITS: "off",
  // Deliveries must not wait for 08:00 when the suite runs at night; the preferences spec sets
  // its member's quiet hours itself.
  DEFAULT_QUIET_HOURS: "off",
  // The quiet-hours journey runs the job worker's clock ahead instead of waiting for the hour.
  TEST_CLOCK: "1",
  LOG_LEVEL: "warn",
  PUBLIC_URL: `http://127.0.0.1:${serverPort}`,
  DATABASE_URL: serverDatabaseUrl,
  REDIS_URL: "",
});

// The journeys' servers run the server's bundle with npm start's flags, as production runs it (a start
// from the sources under tsx took 1-2 s more). Built here, by the runner, once for its sources: its
// workers read this file too, and find it fresh.
const serverEntry = path.join("dist/server", SERVER_ENTRY);
if (!process.env.TEST_WORKER_INDEX)
  ensureServerBuild({ root: process.cwd(), outDir: path.dirname(serverEntry) });
const serverCommand = ["node", ...serverNodeArgs(process.cwd(), {}), serverEntry].join(" ");

const server = (serverPort: number, serverDataDir: string, serverDatabaseUrl: string) => ({
  command: serverCommand,
  url: `http://127.0.0.1:${serverPort}/api/health`,
  timeout: 120_000,
  reuseExistingServer: false,
  env: serverEnv(serverPort, serverDataDir, serverDatabaseUrl),
});

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  // Two browsers on the one server: each file's journeys in order in one worker.
  workers: 2,
  // No hidden retries: a journey that fails once has failed (issue 42).
  retries: 0,
  timeout: 60_000,
  // Journeys wait on what the page shows, never on time; this is only the cap (Playwright's default is
  // 5 s). Two journeys at a time on a loaded 2-core machine once took over 5 s to show a screen.
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed journey keeps its trace: each action, the network and the console, which is what names
    // the cause (a request left open, 2026-12-01), with the failure's screenshot and the page's ARIA
    // snapshot beside it. Not the screencast: filming every journey cost the browser a quarter of its
    // time (the axe and route journeys at 390 px: 98-103 s with it, 74-79 s without). Nor a DOM
    // snapshot around every action, which the page serialises whether the journey fails or not: four
    // journey files at 390 px took 168-170 CPU-s with them, 135-147 without, and 132-142 with no
    // trace at all (2026-12-02, same machine, same order).
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false },
    // Every journey's context is a first visit, so each would install the service worker again and
    // precache the whole app (58 files) for screens that never go offline (ADR 0037). The journeys
    // of what the worker does (offline, push, the outbox) allow it.
    serviceWorkers: "block",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "phone", use: phone, grepInvert: alone },
    { name: "desktop", use: desktop, grep: layout, grepInvert: alone },
    // Run once the projects they depend on are done (skipped if one of them failed).
    { name: "phone-alone", use: phone, grep: alone, workers: 1, dependencies: ["phone", "desktop"] },
    ...(pglitePort
      ? [
          {
            name: "phone-pglite",
            use: { ...phone, baseURL: `http://127.0.0.1:${pglitePort}` },
            grep: /@pglite/,
          },
        ]
      : []),
  ],
  webServer: [
    server(port, dataDir, databaseUrl),
    ...(pglitePort ? [server(pglitePort, `${dataDir}-pglite`, "")] : []),
  ],
});
