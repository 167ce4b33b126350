import { useEffect, useState } from "react";

/** Longest wait for an idle moment: a busy page still gets the deferred work within this. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * False until the browser is first idle after mount, then true. For work that must happen but not
 * while the first screen is being built (the service worker's registration, say): on a phone every
 * module fetched and every task run before the screen settles delays it.
 */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    // Safari has no requestIdleCallback: after the current work, a moment later.
    const id = window.setTimeout(done, 200);
    return () => window.clearTimeout(id);
  }, []);
  return idle;
}
