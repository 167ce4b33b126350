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

/**
 * Where each history entry was left: this page's own, over those an earlier page of the tab stored.
 * The stored ones are read on first need, not as the first screen renders: a tab's first read of
 * session storage waits on the browser process (up to tens of milliseconds on a busy phone), and a
 * page opened afresh has nothing stored to return to.
 */
class Positions {
  private readonly own = new Map<string, number>();
  private stored: Map<string, number> | null = null;

  set(key: string, y: number): void {
    this.own.set(key, y);
  }

  get(key: string): number | undefined {
    return this.own.get(key) ?? this.storedPositions().get(key);
  }

  save(): void {
    savePositions(new Map([...this.storedPositions(), ...this.own]));
  }

  private storedPositions(): Map<string, number> {
    this.stored ??= loadPositions();
    return this.stored;
  }
}

/** How the browser opened this page: "navigate" (a link, the address bar), "reload", "back_forward". */
function openedBy(): string | undefined {
  const [entry] = globalThis.performance?.getEntriesByType?.("navigation") ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type;
}

export function ScrollRestoration({
  opened = openedBy,
}: {
  /** How the page was opened (the browser's navigation timing; a test gives its own). */
  opened?: () => string | undefined;
} = {}) {
  const { history, last } = useAppNavigation();
  const positions = useRef<Positions | null>(null);
  positions.current ??= new Positions();
  const shownKey = useRef(last.location.key);
  const mounted = useRef(false);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const keep = () => {
      positions.current?.set(shownKey.current, window.scrollY);
      positions.current?.save();
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
    // The first screen of a page opened afresh has an entry of its own, never left before: the
    // browser's Back, Forward and reload are what return to one.
    const fresh = first && opened() === "navigate";
    const saved = action === "POP" && !fresh ? positions.current?.get(location.key) : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (first) return;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else if (!preventScrollReset) window.scrollTo(0, 0);
  }, [last, opened]);

  return null;
}
