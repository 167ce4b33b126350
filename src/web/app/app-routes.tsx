import { Suspense } from "react";
import { type RouteObject, renderMatches, useLocation } from "react-router";
import { useAppNavigation } from "./app-router";
import type { AppHistory } from "./history";
import { RootFallback } from "./root-route";
import { RouteErrorBoundary } from "./route-error";
import { matchesAt, type RouteMatches } from "./route-matches";

/**
 * The matches with their paths as the address bar spells them, as React Router's useRoutes hands
 * them to the screens: matching decodes the path ("%20" to " "), and links relative to a screen
 * resolve from these. `%`, `?` and `#` are escaped first, or the URL would read them as its own.
 */
function encoded(history: AppHistory, matches: RouteMatches): RouteMatches {
  const encode = (path: string) =>
    history.encodeLocation(path.replace(/%/g, "%25").replace(/\?/g, "%3F").replace(/#/g, "%23")).pathname;
  return matches.map((match) => ({
    ...match,
    pathname: encode(match.pathname),
    pathnameBase: match.pathnameBase === "/" ? "/" : encode(match.pathnameBase),
  }));
}

/**
 * The screen for the current location. Until the first screen's code has loaded the fallback shows
 * (or the prerendered landing stays); later navigations keep the screen on show instead, since
 * they render in a transition. The routes are matched where the navigation already matched them to
 * ask for its screens' code (route-matches.ts), not a second time as useRoutes would.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  const { history } = useAppNavigation();
  const screen = renderMatches(encoded(history, matchesAt(routes, pathname)));
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<RootFallback />}>{screen}</Suspense>
    </RouteErrorBoundary>
  );
}
