// The outbox (issue 28 item 5): messages written in a thread that the server has not stored yet,
// kept on the device (localStorage) so a reload, a closed tab or a lost connection does not lose
// them. Each has a client id made when it was written; every try sends that same id, and the server
// stores one message per sender and id, so a message is never sent twice however often it is tried.
// One store for every member who signs in on this device: each item says whose it is.

import { OUTBOX_KEY } from "./outbox-key";

export { OUTBOX_KEY };

export type OutboxThread = { kind: "group"; eventId: string } | { kind: "user"; userId: string };

export type OutboxItem = {
  clientId: string;
  /** The member who wrote it; only their session sends it. */
  owner: string;
  thread: OutboxThread;
  content: string;
  /** The id of the message it answers (a reply), sent with it. */
  replyTo?: string;
  /** When it was written (this device's clock), to place it in the thread until it is stored. */
  createdAt: string;
  /** The server refused it (a 4xx, e.g. no longer a member of the group): its sentence. */
  error?: string;
  /** The code of that sentence (ADR 0056), so the bubble says it in the member's language of the day. */
  errorCode?: string;
};

/** A final refusal of the server: its English sentence and, when it sent one, its code. */
export type Refusal = { message: string; code?: string | undefined };

type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export type OutboxStore = ReturnType<typeof createOutboxStore>;

export const sameThread = (a: OutboxThread, b: OutboxThread) =>
  a.kind === b.kind &&
  (a.kind === "group" ? a.eventId === (b as typeof a).eventId : a.userId === (b as typeof a).userId);

function isItem(value: unknown): value is OutboxItem {
  if (typeof value !== "object" || value === null) return false;
  const item = value as Record<string, unknown>;
  const thread = item.thread as Record<string, unknown> | null;
  return (
    typeof item.clientId === "string" &&
    typeof item.owner === "string" &&
    typeof item.content === "string" &&
    typeof item.createdAt === "string" &&
    (item.error === undefined || typeof item.error === "string") &&
    (item.errorCode === undefined || typeof item.errorCode === "string") &&
    (item.replyTo === undefined || typeof item.replyTo === "string") &&
    typeof thread === "object" &&
    thread !== null &&
    ((thread.kind === "group" && typeof thread.eventId === "string") ||
      (thread.kind === "user" && typeof thread.userId === "string"))
  );
}

/**
 * The outbox over `storage` (null where the browser gives none: it then lives as long as the tab).
 * `all()` answers the same array until something changes, as useSyncExternalStore needs; it reads
 * the storage again when its text changed underneath (another tab, or the site's data cleared).
 */
export function createOutboxStore(storage: KeyValueStorage | null) {
  const listeners = new Set<() => void>();

  const readText = (): string | null => {
    try {
      return storage?.getItem(OUTBOX_KEY) ?? null;
    } catch {
      return null;
    }
  };
  const parse = (text: string | null): OutboxItem[] => {
    try {
      const parsed: unknown = JSON.parse(text ?? "[]");
      return Array.isArray(parsed) ? parsed.filter(isItem) : [];
    } catch {
      return [];
    }
  };

  // The text last read or written, and whether the storage refused the last write (memory then
  // holds what the storage does not, and is not replaced by it).
  let text = readText();
  let items = parse(text);
  let memoryOnly = storage === null;

  const all = (): readonly OutboxItem[] => {
    if (memoryOnly) return items;
    const now = readText();
    if (now !== text) {
      text = now;
      items = parse(now);
    }
    return items;
  };

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const write = (next: OutboxItem[]) => {
    items = next;
    const nextText = next.length === 0 ? null : JSON.stringify(next);
    try {
      if (nextText === null) storage?.removeItem(OUTBOX_KEY);
      else storage?.setItem(OUTBOX_KEY, nextText);
      text = nextText;
      memoryOnly = storage === null;
    } catch {
      // Storage full or refused: the message stays in this tab's memory and is still sent.
      memoryOnly = true;
    }
    emit();
  };

  return {
    all,
    add: (item: OutboxItem) => write([...all().filter((i) => i.clientId !== item.clientId), item]),
    remove: (clientId: string) => {
      const held = all();
      if (held.some((i) => i.clientId === clientId)) write(held.filter((i) => i.clientId !== clientId));
    },
    fail: (clientId: string, { message, code }: Refusal) =>
      write(
        all().map((i) =>
          i.clientId === clientId ? { ...i, error: message, ...(code ? { errorCode: code } : {}) } : i,
        ),
      ),
    /** Another tab changed the storage (its `storage` event): screens read it again. */
    changed: emit,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** A new client id: a random UUID (crypto.randomUUID needs a secure context; this does not). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
