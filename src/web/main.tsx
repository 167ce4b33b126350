import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { createQueryClient } from "./lib/query-client";
import { createRouter } from "./router";
import "./styles.css";

const router = createRouter();

// SPEC 8: on a jwt or access problem, member screens go to /signin (the API client has already
// removed the stored token).
const queryClient = createQueryClient({
  onAuthError: () => {
    if (router.state.location.pathname !== "/signin") void router.navigate("/signin", { replace: true });
  },
});

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
