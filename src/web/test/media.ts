import { vi } from "vitest";

/** matchMedia answering every query with `matches` (jsdom has none); undo with vi.unstubAllGlobals. */
export function stubMatchMedia(matches: boolean): void {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}
