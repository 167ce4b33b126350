import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a media query matches now, following changes; null where matchMedia is missing (jsdom),
 * so a caller decides what an unknown screen gets.
 */
export function useMediaQuery(query: string): boolean | null {
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
    typeof window !== "undefined" && window.matchMedia ? window.matchMedia(query).matches : null;
  return useSyncExternalStore(subscribe, read, () => null);
}

/** SPEC 9: the mobile breakpoint is 768 px. */
export const DESKTOP_QUERY = "(min-width: 768px)";
