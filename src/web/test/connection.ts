import { onlineManager } from "@tanstack/react-query";
import { act } from "@testing-library/react";
import { onTestFinished, vi } from "vitest";

// jsdom is always online. These switch what navigator.onLine says and fire the window event the
// browser fires, as a phone losing and finding its signal does. vi.restoreAllMocks (test/setup.ts)
// puts navigator.onLine back after each test.

let offline = false;

export function goOffline(): void {
  vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(false);
  if (!offline) onTestFinished(signalReturns);
  offline = true;
  act(() => {
    window.dispatchEvent(new Event("offline"));
  });
}

export function goOnline(): void {
  vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(true);
  offline = false;
  act(() => {
    window.dispatchEvent(new Event("online"));
  });
}

// The offline event reached state that outlives the test: TanStack Query's onlineManager holds what
// it last heard for the worker's life, and test files share their worker (isolate: false). A test
// that failed while offline left every later test's queries waiting on a signal that never came (CI
// once failed 17 tests in two files after one such failure). The signal returns as the test ends,
// whatever its outcome, unless the test brought it back itself. By then the screen is unmounted and
// the manager no longer listens to the window, so it is told directly as well.
function signalReturns(): void {
  if (!offline) return;
  offline = false;
  window.dispatchEvent(new Event("online"));
  onlineManager.setOnline(true);
}
