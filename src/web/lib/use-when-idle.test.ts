import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useWhenIdle } from "./use-when-idle";

describe("useWhenIdle", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("turns true when the browser calls back idle, not before, and gives up the callback on unmount", () => {
    const callbacks = new Map<number, () => void>();
    const cancelled: number[] = [];
    vi.stubGlobal("requestIdleCallback", (cb: () => void, options: { timeout: number }) => {
      expect(options.timeout).toBeGreaterThan(0);
      callbacks.set(callbacks.size + 1, cb);
      return callbacks.size;
    });
    vi.stubGlobal("cancelIdleCallback", (id: number) => cancelled.push(id));
    const { result, unmount } = renderHook(() => useWhenIdle());
    expect(result.current).toBe(false);
    expect(callbacks.size).toBe(1);
    act(() => callbacks.get(1)?.());
    expect(result.current).toBe(true);
    unmount();
    expect(cancelled).toEqual([1]);
  });

  it("waits for a timer where the browser has no requestIdleCallback", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    const { result } = renderHook(() => useWhenIdle());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(250));
    expect(result.current).toBe(true);
  });
});
