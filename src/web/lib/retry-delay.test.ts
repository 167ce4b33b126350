import { describe, expect, it } from "vitest";
import { RESTART_SPREAD_MS, RETRY_BASE_MS, RETRY_CAP_MS, retryDelay } from "./retry-delay";

const at = (r: number) => () => r;

describe("retryDelay", () => {
  it("backs off exponentially, each try by a random part of its step, up to the cap", () => {
    expect([0, 1, 2, 3, 4].map((attempt) => retryDelay(attempt, 1006, at(0)))).toEqual([
      250, 500, 1000, 2000, 4000,
    ]);
    expect([0, 1, 2, 3, 4].map((attempt) => retryDelay(attempt, 1006, at(0.999999)))).toEqual([
      500, 1000, 2000, 4000, 8000,
    ]);
    expect(retryDelay(20, 1006, at(0.999999))).toBe(RETRY_CAP_MS);
    expect(retryDelay(20, 1006, at(0))).toBe(RETRY_CAP_MS / 2);
  });

  it("spreads the first try after a restart (1001) over five seconds", () => {
    expect(retryDelay(0, 1001, at(0))).toBe(RETRY_BASE_MS / 2);
    expect(retryDelay(0, 1001, at(0.999999))).toBe(RETRY_BASE_MS / 2 + RESTART_SPREAD_MS);
    // The clients of one instance, closed together, come back over the window, not in one burst.
    const delays = Array.from({ length: 500 }, () => retryDelay(0, 1001));
    const perSecond = new Map<number, number>();
    for (const delay of delays)
      perSecond.set(Math.floor(delay / 1000), (perSecond.get(Math.floor(delay / 1000)) ?? 0) + 1);
    expect(Math.max(...perSecond.values())).toBeLessThan(200);
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(RETRY_BASE_MS / 2);
  });
});
