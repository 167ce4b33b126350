import { queryOptions } from "@tanstack/react-query";

/** How often a read that pushes keep current is polled while the socket is down. */
const POLL_WHILE_DOWN_MS = 30_000;

/**
 * A read that the socket's pushes keep current (beyond the SPEC): it is polled every 30 s, but only
 * while the socket is down (`live` false).
 */
export function pushedQuery<T, K extends readonly unknown[]>(
  queryKey: K,
  read: (signal: AbortSignal) => Promise<T>,
  live: boolean,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => read(signal),
    refetchInterval: live ? false : POLL_WHILE_DOWN_MS,
  });
}
