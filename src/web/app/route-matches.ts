import { matchRoutes, type RouteObject } from "react-router";

export type RouteMatches = NonNullable<ReturnType<typeof matchRoutes<RouteObject>>>;

// The routes an address shows, matched once per address. React Router ranks every route again on
// each call (its flattenAndRankRoutes): 30 ms of the main thread in a cold page's trace on this
// machine, four times that on Lighthouse's phone. A navigation needs the matches three times (its
// screens' code and reads, whether that code is here, then the render), and each reads them here.
let last: { routes: RouteObject[]; pathname: string; matches: RouteMatches } | null = null;

/** The matches of `routes` at `pathname`, from the first level down to the page; [] for none. */
export function matchesAt(routes: RouteObject[], pathname: string): RouteMatches {
  if (last?.routes !== routes || last.pathname !== pathname)
    last = { routes, pathname, matches: matchRoutes(routes, pathname) ?? [] };
  return last.matches;
}
