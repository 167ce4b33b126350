import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { goOffline, goOnline } from "../test/connection";
import { isOnline, useOnline } from "./use-online";

describe("useOnline", () => {
  it("follows the browser's offline and online events", () => {
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(true);
    goOffline();
    expect(result.current).toBe(false);
    expect(isOnline()).toBe(false);
    goOnline();
    expect(result.current).toBe(true);
  });

  it("starts offline when the browser already is", () => {
    goOffline();
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(false);
  });
});
