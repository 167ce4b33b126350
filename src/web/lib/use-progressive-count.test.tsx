import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useProgressiveCount } from "./use-progressive-count";

describe("useProgressiveCount", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows the first items at once and the rest a step per task", () => {
    const { result } = renderHook(() => useProgressiveCount(9, 4, 2));
    expect(result.current).toBe(4);
    act(() => void vi.advanceTimersToNextTimer());
    expect(result.current).toBe(6);
    act(() => void vi.advanceTimersToNextTimer());
    act(() => void vi.advanceTimersToNextTimer());
    expect(result.current).toBe(9);
    // Nothing left to schedule once everything shows.
    expect(vi.getTimerCount()).toBe(0);
  });

  it("shows a short list whole, and a list that grows catches up step by step", () => {
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, 4, 2), {
      initialProps: { total: 3 },
    });
    expect(result.current).toBe(3);
    rerender({ total: 8 });
    expect(result.current).toBe(4);
    act(() => void vi.advanceTimersToNextTimer());
    expect(result.current).toBe(6);
    act(() => void vi.advanceTimersToNextTimer());
    expect(result.current).toBe(8);
  });
});
