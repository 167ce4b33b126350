import { afterAll, afterEach, beforeEach, vi } from "vitest";
import { resetTestNow } from "./clock";

// Each file starts on the system's clock, or at TEST_NOW in the any-hour check (test/clock.ts); a
// file that moved the clock gets it back when it ends, since files share a worker (`isolate: false`).
resetTestNow();
afterAll(resetTestNow);

// A test that writes console.error fails: errors must be asserted, never just printed.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length > 0) {
    const text = errors.map((a) => a.map(String).join(" ")).join("\n");
    throw new Error(`console.error was called during the test:\n${text}`);
  }
});
