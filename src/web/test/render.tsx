import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { FeatureSlots } from "../app/feature-slots";
import { createQueryClient } from "../lib/query-client";

/**
 * Renders routes in a memory router with a fresh query client (no retries, so failures show at once)
 * and the slots app/ fills for the features, as the app does.
 */
export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 } });
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <FeatureSlots>
        <RouterProvider router={router} />
      </FeatureSlots>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** A fetch stand-in answering JSON; the handler gets the path after /api and the request init. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}
