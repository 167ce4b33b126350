import type { Query, QueryCache } from "@tanstack/react-query";

// When each query's latest read went out (performance.now()). The catch-up after the socket goes live
// uses it to skip reads sent after the server began pushing, or in the quiet it told of before
// (ADR 0068): such a read cannot have missed a push. Two reads are older than they look:
// - one the page's own script sent before the app ran (lib/early-read.ts): backdated to that moment;
// - one the service worker answered from the device's cache (OFFLINE_ANSWER_HEADER): its answer may
//   be days old, so it counts as never read.
const started = new WeakMap<Query, number>();

// When an answer last came from the device's cache (api.ts notes each).
let lastOfflineAnswer = Number.NEGATIVE_INFINITY;

/** Listens to `cache` for the start and end of every read; returns the unsubscribe. */
export function trackFetchStarts(cache: QueryCache): () => void {
  return cache.subscribe((event) => {
    if (event.type !== "updated") return;
    if (event.action.type === "fetch") started.set(event.query, performance.now());
    // A read's answer (not data put in by hand, as a push's): an answer from the device's cache while
    // this read was out may have been its own.
    else if (
      event.action.type === "success" &&
      !event.action.manual &&
      lastOfflineAnswer >= (started.get(event.query) ?? 0)
    )
      started.set(event.query, Number.NEGATIVE_INFINITY);
  });
}

/** Notes that an answer came from the service worker's cache, not the server. */
export function noteOfflineAnswer(): void {
  lastOfflineAnswer = performance.now();
}

/** `query`'s read began at `at`, before the query itself was asked (the page's script's read). */
export function backdateFetchStart(query: Query | undefined, at: number): void {
  if (!query) return;
  started.set(query, Math.min(started.get(query) ?? at, at));
}

/** True when `query`'s latest read went out after `moment`; false when earlier or never seen. */
export function fetchedSince(query: Query, moment: number): boolean {
  const at = started.get(query);
  return at !== undefined && at > moment;
}
