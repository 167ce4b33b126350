import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import type { Location, RouteObject, To } from "react-router";
import { AppRouter } from "../app/app-router";
import { AppRoutes } from "../app/app-routes";
import { FeatureSlots } from "../app/feature-slots";
import { createMemoryHistory } from "../app/history";
import { createQueryClient } from "../lib/query-client";

type NavigateOptions = { replace?: boolean; state?: unknown; preventScrollReset?: boolean };

/**
 * The routes rendered as the app renders them (the same router, over a history in memory), with a
 * fresh query client (no retries, so failures show at once) and the slots app/ fills for the
 * features. `router` reads where the app is and navigates as a screen would.
 */
export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 } });
  const history = createMemoryHistory(initialPath);
  const router = {
    get state() {
      return { location: history.location, historyAction: history.action };
    },
    async navigate(to: To | number, options: NavigateOptions = {}) {
      if (typeof to === "number") history.go(to);
      else if (options.replace) history.replace(to, options.state, options);
      else history.push(to, options.state, options);
    },
    subscribe(listener: (state: { location: Location }) => void) {
      return history.listen(({ location }) => listener({ location }));
    },
  };
  const view = render(
    <QueryClientProvider client={queryClient}>
      <FeatureSlots>
        <AppRouter history={history}>
          <AppRoutes routes={routes} />
        </AppRouter>
      </FeatureSlots>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** A card that is one link (an event, a person), shown alone inside the app's router; answers the link. */
export function renderLinkCard(card: ReactNode): HTMLElement {
  renderRoutes([{ path: "/", element: card }], "/");
  return screen.getByRole("link");
}

/** A fetch stand-in answering JSON; the handler gets the path after /api and the request init. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}
