import type { Db } from "../../db/client";
import type { SigningKeyPurpose } from "../../db/schema";
import { type StoredKey, verifyingKeys } from "./store";

// One purpose's keys as this process knows them. They are read again every `refreshMs` (so a key
// rotated by another process or by `npm run rotate-keys` signs here within a minute, without a
// restart), and at once for a token whose key id is unknown, at most every `unknownIdReloadMs` (so a
// stream of made-up key ids costs one query per interval, not one each).
export type KeyRing = {
  /** The key that signs now. */
  current(): Promise<StoredKey>;
  /** A key that still verifies, by id; null when there is none. */
  find(id: string): Promise<StoredKey | null>;
  /** Every key that still verifies, the current one first. */
  all(): Promise<StoredKey[]>;
};

export type KeyRingOptions = {
  db: Db;
  purpose: SigningKeyPurpose;
  refreshMs?: number;
  unknownIdReloadMs?: number;
  // Tests move time on instead of waiting.
  clock?: () => number;
  // A failed re-read keeps the keys already known; it is only reported.
  onError?: (error: unknown) => void;
};

export const KEY_REFRESH_MS = 60_000;

export function keyRing(opts: KeyRingOptions): KeyRing {
  const refreshMs = opts.refreshMs ?? KEY_REFRESH_MS;
  const unknownIdReloadMs = opts.unknownIdReloadMs ?? 5_000;
  const clock = opts.clock ?? Date.now;
  let known: StoredKey[] | null = null;
  let lastAttempt = Number.NEGATIVE_INFINITY;
  let loading: Promise<StoredKey[]> | null = null;

  // One read at a time: callers arriving meanwhile share it.
  const load = (): Promise<StoredKey[]> => {
    if (!loading) {
      lastAttempt = clock();
      loading = verifyingKeys(opts.db, opts.purpose)
        .then((keys) => {
          known = keys;
          return keys;
        })
        .finally(() => {
          loading = null;
        });
    }
    return loading;
  };

  const reloadKeepingKnown = async (): Promise<StoredKey[]> => {
    if (!known) return load();
    try {
      return await load();
    } catch (error) {
      opts.onError?.(error);
      return known;
    }
  };

  // An expired key stops verifying at its expiry, whenever the keys were last read.
  const live = (keys: StoredKey[]) => {
    const now = clock();
    return keys.filter((k) => k.expiresAt === null || k.expiresAt.getTime() > now);
  };

  const keys = async (): Promise<StoredKey[]> => {
    if (!known || clock() - lastAttempt >= refreshMs) return live(await reloadKeepingKnown());
    return live(known);
  };

  return {
    async current() {
      const current = (await keys()).find((k) => k.current);
      if (!current) throw new Error(`No current ${opts.purpose} signing key in the database`);
      return current;
    },
    async find(id) {
      const hit = (await keys()).find((k) => k.id === id);
      if (hit || clock() - lastAttempt < unknownIdReloadMs) return hit ?? null;
      return live(await reloadKeepingKnown()).find((k) => k.id === id) ?? null;
    },
    all: keys,
  };
}
