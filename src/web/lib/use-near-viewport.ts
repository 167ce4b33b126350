import { useEffect, useRef } from "react";

/**
 * Calls `onVisible` when the element comes near the viewport, so the next page loads before the
 * member reaches the end. Browsers without IntersectionObserver keep the "Load more" button.
 */
export function useNearViewport<T extends HTMLElement>(onVisible: () => void, enabled: boolean) {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;

  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);

  return ref;
}
