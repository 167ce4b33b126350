import { STORAGE_KEYS } from "@shared/limits";

// SPEC 3 "Device storage": userID, accessToken and authToken live in localStorage; sessionStorage
// takes over when localStorage is unavailable (private modes and locked-down browsers throw on access).
// When neither works, a memory map keeps the session for the life of the tab.

type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const memory = new Map<string, string>();
const memoryStore: KeyValueStore = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};

// Whether a store took a test write, remembered per store: a write to localStorage is a message to
// the browser process and an event for every other tab, too dear for each token read.
const writable = new WeakMap<Storage, boolean>();

function probe(get: () => Storage): KeyValueStore | null {
  try {
    const storage = get();
    let ok = writable.get(storage);
    if (ok === undefined) {
      try {
        const key = "__meetup_probe__";
        storage.setItem(key, "1");
        storage.removeItem(key);
        ok = true;
      } catch {
        ok = false;
      }
      writable.set(storage, ok);
    }
    return ok ? storage : null;
  } catch {
    // Reaching the store at all throws in some private modes and locked-down browsers.
    return null;
  }
}

/** The store in use: localStorage, else sessionStorage, else memory. Checked on each call. */
export function activeStore(): KeyValueStore {
  return probe(() => window.localStorage) ?? probe(() => window.sessionStorage) ?? memoryStore;
}

function read(key: string): string | null {
  try {
    return activeStore().getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    activeStore().setItem(key, value);
  } catch {
    memoryStore.setItem(key, value);
  }
}

function remove(key: string): void {
  for (const store of [
    () => window.localStorage,
    () => window.sessionStorage,
    () => memoryStore as unknown as Storage,
  ]) {
    try {
      store().removeItem(key);
    } catch {
      // This store is unavailable; nothing was kept there.
    }
  }
}

// Listeners let guards re-render when the token changes (sign-in, sign-out, or the API client
// dropping a rejected token), in this tab or another.
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values(STORAGE_KEYS).includes(event.key as never)) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function getAccessToken(): string | null {
  return read(STORAGE_KEYS.accessToken);
}

export function setAccessToken(token: string): void {
  write(STORAGE_KEYS.accessToken, token);
  notify();
}

export function clearAccessToken(): void {
  remove(STORAGE_KEYS.accessToken);
  notify();
}

export function getUserId(): string | null {
  return read(STORAGE_KEYS.userId);
}

export function setUserId(userId: string): void {
  write(STORAGE_KEYS.userId, userId);
  notify();
}

export function getAuthToken(): string | null {
  return read(STORAGE_KEYS.authToken);
}

export function setAuthToken(value: string): void {
  write(STORAGE_KEYS.authToken, value);
  notify();
}

/** Stores what a successful login returns. SPEC 9: the user id goes under userID and also authToken. */
export function saveSession(session: { accessToken: string; userId: string }): void {
  write(STORAGE_KEYS.accessToken, session.accessToken);
  write(STORAGE_KEYS.userId, session.userId);
  write(STORAGE_KEYS.authToken, session.userId);
  notify();
}

/** Forgets everything the session stored (logout). */
export function clearSession(): void {
  for (const key of Object.values(STORAGE_KEYS)) remove(key);
  notify();
}

/** SPEC 2 "Access": a token that is missing or reads "undefined" / "null" does not count. */
export function isUsableToken(token: string | null | undefined): token is string {
  if (!token) return false;
  const trimmed = token.trim();
  return trimmed !== "" && trimmed !== "undefined" && trimmed !== "null";
}

export function hasUsableToken(): boolean {
  return isUsableToken(getAccessToken());
}
