import { useCallback, useSyncExternalStore } from "react";

/** Whether a media query matches now, following changes; `fallback` where matchMedia is missing. */
export function useMediaQuery(query: string, fallback = true): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === "undefined" || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  const read = () =>
    typeof window !== "undefined" && window.matchMedia ? window.matchMedia(query).matches : fallback;
  return useSyncExternalStore(subscribe, read, () => fallback);
}

/** SPEC 9: the mobile breakpoint is 768 px. */
export const DESKTOP_QUERY = "(min-width: 768px)";
