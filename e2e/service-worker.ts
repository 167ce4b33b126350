import { expect, type Page } from "@playwright/test";

// The journeys run with service workers blocked (playwright.config.ts, ADR 0037); the ones about
// what the app's worker does allow it with `test.use(WITH_SERVICE_WORKER)` and wait for it here.
export const WITH_SERVICE_WORKER = { serviceWorkers: "allow" } as const;

/** Waits until the service worker is active and controls the page (a first visit is claimed). */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}
