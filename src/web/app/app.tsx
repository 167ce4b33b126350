import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { createQueryClient } from "../lib/query-client";
import { FeatureSlots } from "./feature-slots";
import { createRouter } from "./router";

const router = createRouter();

// SPEC 8: on a jwt or access problem, member screens go to /signin (the API client has already
// removed the stored token).
const queryClient = createQueryClient({
  onAuthError: () => {
    if (router.state.location.pathname !== "/signin") void router.navigate("/signin", { replace: true });
  },
});

/** The providers around every screen: one query client and the browser router. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <FeatureSlots>
        <RouterProvider router={router} />
      </FeatureSlots>
    </QueryClientProvider>
  );
}
