import { Suspense } from "react";
import { type RouteObject, useLocation, useRoutes } from "react-router";
import { RootFallback } from "./root-route";
import { RouteErrorBoundary } from "./route-error";

/**
 * The screen for the current location. Until the first screen's code has loaded the fallback shows
 * (or the prerendered landing stays); later navigations keep the screen on show instead, since
 * they render in a transition.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  const screen = useRoutes(routes);
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<RootFallback />}>{screen}</Suspense>
    </RouteErrorBoundary>
  );
}
