import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { createQueryClient } from "../lib/query-client";
import { FeatureSlots } from "./feature-slots";
import { createRouter } from "./router";

// Made on first use rather than on import, so that main.tsx can make it in a task of its own.
let router: ReturnType<typeof createRouter> | null = null;
function appRouter() {
  router ??= createRouter();
  return router;
}

// SPEC 8: on a jwt or access problem, member screens go to /signin (the API client has already
// removed the stored token).
const queryClient = createQueryClient({
  onAuthError: () => {
    const current = appRouter();
    if (current.state.location.pathname !== "/signin") void current.navigate("/signin", { replace: true });
  },
});

/** Makes the router ahead of the first render, as a task of its own (main.tsx). */
export function prepareRouter(): void {
  appRouter();
}

/** The providers around every screen: one query client and the browser router. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <FeatureSlots>
        <RouterProvider router={appRouter()} />
      </FeatureSlots>
    </QueryClientProvider>
  );
}
