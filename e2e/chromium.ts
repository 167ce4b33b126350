import { existsSync } from "node:fs";

/**
 * The browser the journeys drive: Debian's Chromium as its headless shell (package
 * chromium-headless-shell, the same build as /usr/bin/chromium), else /usr/bin/chromium itself;
 * CHROMIUM_PATH overrides both. Never a downloaded browser. The full browser in headless mode draws
 * a whole window per context (its toolbar and omnibox are web pages of their own since Chromium 15x):
 * the journeys took 2.6 times as long on it and ran out of time on a busy machine (ADR 0037).
 * Lighthouse (npm run bench:web) keeps /usr/bin/chromium: it measures what a member's browser does.
 */
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const FULL_CHROMIUM = "/usr/bin/chromium";

export function journeyChromium(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}

/** How every journey's browser starts: no sandbox or GPU in a container, no traffic of its own. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-dev-shm-usage",
];
