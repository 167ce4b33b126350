import { QueryClientProvider } from "@tanstack/react-query";
import type { Location } from "react-router";
import { createQueryClient } from "../lib/query-client";
import { signInPathFrom } from "../lib/sign-in-target";
import { AppRouter } from "./app-router";
import { AppRoutes } from "./app-routes";
import { FeatureSlots } from "./feature-slots";
import { createBrowserHistory } from "./history";
import { preloadScreens, routes, screensLoaded } from "./router";

const history = createBrowserHistory();

// SPEC 8: on a jwt or access problem, member screens go to /signin (the API client has already
// removed the stored token), keeping the way back to an experience's shared link (ADR 0031).
const queryClient = createQueryClient({
  onAuthError: () => {
    const { pathname } = history.location;
    if (pathname !== "/signin") history.replace(signInPathFrom(pathname));
  },
});

// A navigation asks for its screens' code and starts their first reads (router.tsx).
const preloadFor = (location: Location) => void preloadScreens(location, queryClient);

/**
 * Asks for the first screen's code and its first read ahead of the first render (main.tsx), and
 * resolves once that code is here: the first render then draws the screen, not its fallback.
 */
export function preloadFirstScreen(): Promise<void> {
  preloadFor(history.location);
  return screensLoaded(history.location);
}

/** The providers around every screen: one query client and the router over the browser's history. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <FeatureSlots>
        <AppRouter history={history} onNavigate={preloadFor}>
          <AppRoutes routes={routes} />
        </AppRouter>
      </FeatureSlots>
    </QueryClientProvider>
  );
}
