import { useEffect, useLayoutEffect, useRef } from "react";
import { useAppNavigation } from "./app-router";

// Back and Forward return to where the member was on that screen; a new screen opens at the top,
// unless its navigation asked to keep the scroll (a filter or a tab). Positions survive a reload
// of the tab (session storage), as React Router's own ScrollRestoration does.

const STORAGE_KEY = "scroll-positions";

function loadPositions(): Map<string, number> {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, number>;
    return new Map(Object.entries(saved).filter(([, y]) => typeof y === "number"));
  } catch {
    return new Map();
  }
}

function savePositions(positions: Map<string, number>) {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
  } catch {
    // Storage full or blocked: a reload then opens at the top, which is fine.
  }
}

export function ScrollRestoration() {
  const { history, last } = useAppNavigation();
  const positions = useRef<Map<string, number> | null>(null);
  positions.current ??= loadPositions();
  const shownKey = useRef(last.location.key);
  const mounted = useRef(false);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const keep = () => {
      positions.current?.set(shownKey.current, window.scrollY);
      if (positions.current) savePositions(positions.current);
      window.history.scrollRestoration = "auto";
    };
    window.addEventListener("pagehide", keep);
    // A navigation starts while the screen it leaves is still drawn: its position is read then.
    const stop = history.listen(() => positions.current?.set(shownKey.current, window.scrollY));
    return () => {
      window.removeEventListener("pagehide", keep);
      stop();
    };
  }, [history]);

  useLayoutEffect(() => {
    const { action, location, preventScrollReset } = last;
    const first = !mounted.current;
    mounted.current = true;
    shownKey.current = location.key;
    const saved = positions.current?.get(location.key);
    if (action === "POP" && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (first) return;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else if (!preventScrollReset) window.scrollTo(0, 0);
  }, [last]);

  return null;
}
