import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { throttle } from "./throttle";

describe("throttle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs the first call at once and coalesces the rest of the interval into one trailing run", () => {
    const run = vi.fn();
    const t = throttle(run, 1000);
    t.call();
    expect(run).toHaveBeenCalledTimes(1);
    t.call();
    t.call();
    vi.advanceTimersByTime(500);
    t.call();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(2);
    // Quiet since: nothing more runs.
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(2);
    // A call long after the last run runs at once again.
    t.call();
    expect(run).toHaveBeenCalledTimes(3);
  });

  it("never runs twice within a second however often it is called", () => {
    const runs: number[] = [];
    const t = throttle(() => runs.push(Date.now()), 1000);
    for (let ms = 0; ms < 10_000; ms += 50) {
      t.call();
      vi.advanceTimersByTime(50);
    }
    const gaps = runs.slice(1).map((at, i) => at - runs[i]!);
    expect(runs.length).toBe(11);
    expect(gaps.every((gap) => gap >= 1000)).toBe(true);
  });

  it("flushes a waiting call at once, and cancel drops it", () => {
    const run = vi.fn();
    const t = throttle(run, 1000);
    t.call();
    t.call();
    t.flush();
    expect(run).toHaveBeenCalledTimes(2);
    t.flush();
    expect(run).toHaveBeenCalledTimes(2);
    t.call();
    t.cancel();
    vi.advanceTimersByTime(2000);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
