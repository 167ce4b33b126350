import { LIMITS } from "@shared/limits";
import { useSyncExternalStore } from "react";

// SPEC 2 "/chat" and 9: the preview list holds 3, 5 or 8 threads by screen width.
const [SMALL, MEDIUM, LARGE] = LIMITS.chatPreviewSizes;
export const PREVIEW_QUERIES = { medium: "(min-width: 640px)", large: "(min-width: 1024px)" } as const;

function hasMatchMedia(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function";
}

function subscribe(onChange: () => void): () => void {
  if (!hasMatchMedia()) return () => {};
  const lists = Object.values(PREVIEW_QUERIES).map((query) => window.matchMedia(query));
  for (const list of lists) list.addEventListener("change", onChange);
  return () => {
    for (const list of lists) list.removeEventListener("change", onChange);
  };
}

function read(): number {
  if (!hasMatchMedia()) return SMALL;
  if (window.matchMedia(PREVIEW_QUERIES.large).matches) return LARGE;
  if (window.matchMedia(PREVIEW_QUERIES.medium).matches) return MEDIUM;
  return SMALL;
}

/** How many threads the list shows before "Show all": under 640 px 3, under 1024 px 5, else 8. */
export function usePreviewSize(): number {
  return useSyncExternalStore(subscribe, read, () => SMALL);
}
