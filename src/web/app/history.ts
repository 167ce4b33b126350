import { createPath, type Location, NavigationType, type Navigator, type To } from "react-router";

// The app routes with React Router's declarative components over a history of its own (ADR 0029):
// the data router (createBrowserRouter) doubled the router's share of the first script, for
// loaders, actions, fetchers and revalidation that no screen uses (TanStack Query owns the data).
// Owning the history also gives the app what the data router did for it: a navigation it can
// watch from start to commit (the progress bar) and whether a navigation asked to keep the scroll.

export type HistoryUpdate = {
  action: NavigationType;
  location: Location;
  /** The navigation asked to keep the scroll position (a filter or a tab that changes the URL). */
  preventScrollReset: boolean;
};

/** What the app's router reads and drives: the browser's history, or one in memory for tests. */
export interface AppHistory extends Navigator {
  readonly location: Location;
  readonly action: NavigationType;
  listen(listener: (update: HistoryUpdate) => void): () => void;
  /** A path as the address bar spells it (the screens' matched paths are re-encoded with it). */
  encodeLocation: NonNullable<Navigator["encodeLocation"]>;
}

type NavigateOptions = { preventScrollReset?: boolean } | undefined;

/** The entry's state as React Router writes it, so entries made before an update still read. */
type EntryState = { usr?: unknown; key?: string } | null;

const createKey = () => Math.random().toString(36).slice(2, 10);

function hrefOf(to: To): string {
  return typeof to === "string" ? to : createPath(to);
}

function listeners() {
  const subscribed = new Set<(update: HistoryUpdate) => void>();
  return {
    listen(listener: (update: HistoryUpdate) => void) {
      subscribed.add(listener);
      return () => {
        subscribed.delete(listener);
      };
    },
    notify(update: HistoryUpdate) {
      for (const listener of subscribed) listener(update);
    },
  };
}

/** The browser's session history, as the app's router sees it. */
export function createBrowserHistory(win: Window = window): AppHistory {
  const { listen, notify } = listeners();
  let action = NavigationType.Pop;
  let location = read();

  function read(): Location {
    const { pathname, search, hash } = win.location;
    const entry = win.history.state as EntryState;
    return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? "default" };
  }

  function settle(next: NavigationType, options?: NavigateOptions) {
    action = next;
    location = read();
    notify({ action, location, preventScrollReset: options?.preventScrollReset === true });
  }

  win.addEventListener("popstate", () => settle(NavigationType.Pop));

  return {
    get location() {
      return location;
    },
    get action() {
      return action;
    },
    listen,
    createHref: hrefOf,
    encodeLocation(to) {
      const { pathname, search, hash } = new URL(hrefOf(to), win.location.href);
      return { pathname, search, hash };
    },
    go: (delta) => win.history.go(delta),
    push(to, state, options) {
      const entry: EntryState = { usr: state ?? null, key: createKey() };
      try {
        win.history.pushState(entry, "", hrefOf(to));
      } catch {
        // Safari limits pushState calls (100 in 30 s); the browser still gets the member there.
        win.location.assign(hrefOf(to));
        return;
      }
      settle(NavigationType.Push, options);
    },
    replace(to, state, options) {
      win.history.replaceState({ usr: state ?? null, key: createKey() } satisfies EntryState, "", hrefOf(to));
      settle(NavigationType.Replace, options);
    },
  };
}

/** A history in memory, starting at one path: how the unit tests route, through the same router. */
export function createMemoryHistory(initialPath: string): AppHistory {
  const { listen, notify } = listeners();
  const entries: Location[] = [toLocation(initialPath, null, "default")];
  let index = 0;
  let action = NavigationType.Pop;

  function toLocation(to: To, state: unknown, key: string): Location {
    const { pathname, search, hash } = new URL(hrefOf(to), "http://app.test");
    return { pathname, search, hash, state: state ?? null, key };
  }

  function settle(next: NavigationType, options?: NavigateOptions) {
    action = next;
    notify({
      action,
      location: entries[index] as Location,
      preventScrollReset: options?.preventScrollReset === true,
    });
  }

  return {
    get location() {
      return entries[index] as Location;
    },
    get action() {
      return action;
    },
    listen,
    createHref: hrefOf,
    encodeLocation: (to) => toLocation(to, null, ""),
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      settle(NavigationType.Pop);
    },
    push(to, state, options) {
      index += 1;
      entries.splice(index, entries.length - index, toLocation(to, state, createKey()));
      settle(NavigationType.Push, options);
    },
    replace(to, state, options) {
      entries[index] = toLocation(to, state, createKey());
      settle(NavigationType.Replace, options);
    },
  };
}
