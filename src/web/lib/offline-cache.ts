import { API_READS_CACHE } from "@shared/offline-caches";

/**
 * Empties the service worker's copy of the member's reads (ADR 0016). The answers were fetched with
 * one member's bearer token and are kept by URL alone, so they must go when that member signs out
 * or someone signs in: the next person on the phone never sees them. No-op where there is no Cache
 * Storage (tests, old browsers, plain HTTP on another host); a failure is not the member's problem.
 */
export async function forgetMemberReads(): Promise<void> {
  if (typeof caches === "undefined") return;
  try {
    await caches.delete(API_READS_CACHE);
  } catch {
    // Storage refused (private mode, quota): nothing was kept to forget.
  }
}
