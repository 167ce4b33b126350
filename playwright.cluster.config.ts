import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, journeyChromium } from "./e2e/chromium";

// The cluster journey (e2e-cluster/): nginx in front of three instances, all started by
// scripts/cluster/test-cluster.ts (npm run test:cluster), which names nginx's address here.
// Debian's Chromium, never a download (e2e/chromium.ts).
const baseURL = process.env.CLUSTER_BASE_URL;
if (!baseURL)
  throw new Error("CLUSTER_BASE_URL is unset: run the cluster journey with npm run test:cluster.");
const launchOptions = {
  executablePath: journeyChromium(),
  args: CHROMIUM_ARGS,
};

export default defineConfig({
  testDir: "./e2e-cluster",
  fullyParallel: false,
  workers: 1,
  // No hidden retries: a journey that fails once has failed (issue 42), as in playwright.config.ts.
  retries: 0,
  timeout: 90_000,
  reporter: [["list"]],
  // A failure's actions, network and console, as the other journeys keep them (playwright.config.ts).
  use: {
    baseURL,
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false },
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
});
