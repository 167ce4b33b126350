import { act } from "@testing-library/react";
import { vi } from "vitest";

// jsdom is always online. These switch what navigator.onLine says and fire the window event the
// browser fires, as a phone losing and finding its signal does. vi.restoreAllMocks (test/setup.ts)
// puts the connection back after each test.

export function goOffline(): void {
  vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event("offline"));
  });
}

export function goOnline(): void {
  vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(true);
  act(() => {
    window.dispatchEvent(new Event("online"));
  });
}
