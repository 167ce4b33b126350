import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isAuthError, isClientError } from "./api";
import { trackFetchStarts } from "./queries/fetch-starts";

const MAX_RETRIES = 2;

/** Client errors (4xx) and auth problems will fail the same way again; everything else gets retried. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isAuthError(error)) return false;
  if (isClientError(error)) return false;
  return failureCount < MAX_RETRIES;
}

export type QueryClientOptions = {
  /** Called when any query or mutation fails with a jwt/access problem (SPEC 8). */
  onAuthError?: (error: unknown) => void;
};

export function createQueryClient({ onAuthError }: QueryClientOptions = {}): QueryClient {
  const handle = (error: unknown) => {
    if (onAuthError && isAuthError(error)) onAuthError(error);
  };
  const queryCache = new QueryCache({ onError: handle });
  // From the first read on: the realtime catch-up needs to know when every read went out.
  trackFetchStarts(queryCache);
  return new QueryClient({
    queryCache,
    mutationCache: new MutationCache({ onError: handle }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Offline, a read still goes out once: the service worker answers it with the last copy
        // (ADR 0016), so a reload while offline shows the screens last loaded. Only retries wait
        // for the connection. ("online", the default, would not even ask.)
        networkMode: "offlineFirst",
      },
      // A change is never queued to run later behind the member's back: offline it fails at once
      // with the network error's words, and the controls that need the network say why they are off.
      mutations: { retry: false, networkMode: "always" },
    },
  });
}
