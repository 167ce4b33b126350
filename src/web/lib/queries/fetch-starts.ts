import type { Query, QueryCache } from "@tanstack/react-query";

// When each query's latest read went out (performance.now()). The catch-up after the socket goes live
// uses it to skip reads sent after the server began pushing: such a read cannot have missed a push.
const started = new WeakMap<Query, number>();

/** Listens to `cache` for the start of every read; returns the unsubscribe. */
export function trackFetchStarts(cache: QueryCache): () => void {
  return cache.subscribe((event) => {
    if (event.type === "updated" && event.action.type === "fetch")
      started.set(event.query, performance.now());
  });
}

/** True when `query`'s latest read went out after `moment`; false when earlier or never seen. */
export function fetchedSince(query: Query, moment: number): boolean {
  const at = started.get(query);
  return at !== undefined && at > moment;
}
