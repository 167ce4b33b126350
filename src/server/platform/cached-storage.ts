import { LRUCache } from "lru-cache";
import type { Storage } from "./storage";

/**
 * Recently used images kept in this process's memory, up to `maxBytes` (ADR 0018). A key names its
 * bytes for as long as they are stored, so nothing cached is ever stale: the cache only spares the
 * database the reads of pictures that lists show again and again. Pictures deleted (a deleted
 * member's) are forgotten by every instance: `forget`, called on the `images-deleted` realtime event
 * (app.ts). A picture larger than an eighth of the budget is read each time rather than push the
 * others out. Concurrent reads of one key that is not cached yet make one database read.
 */
export function cachedStorage(inner: Storage, maxBytes: number): Storage {
  if (maxBytes <= 0) return inner;
  const cache = new LRUCache<string, Buffer>({
    maxSize: maxBytes,
    maxEntrySize: Math.floor(maxBytes / 8),
    sizeCalculation: (body) => Math.max(body.length, 1),
    // Null (no such image) is not kept: it may be stored a moment later (a copy made on request).
    fetchMethod: async (key) => (await inner.get(key)) ?? undefined,
  });
  return {
    async put(key, body) {
      await inner.put(key, body);
      // Just uploaded: about to be shown (the new cover, the new avatar).
      cache.set(key, body);
    },
    async get(key) {
      try {
        return (await cache.fetch(key)) ?? null;
      } catch {
        // A read in flight whose key was forgotten (or pushed out) meanwhile is abandoned by the
        // cache, which keeps nothing of it: ask the store again, which knows whether it was deleted
        // (a store that failed is asked once more, and its error thrown).
        return inner.get(key);
      }
    },
    urlFor: (key) => inner.urlFor(key),
    forget(keys) {
      for (const key of keys) cache.delete(key);
      inner.forget(keys);
    },
  };
}
