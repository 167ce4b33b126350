import type { MessageThread } from "@shared/contracts/realtime";
import { hashKey, type QueryClient } from "@tanstack/react-query";
import { chatKeys } from "./keys";

// A thread's cache is its messages in time order. Pushes, catch-up reads and one's own sends all
// merge into it by id, so nothing shows twice.

type Message = { _id: string; createdAt: string };

/** Messages in time order, each id once. */
export function mergeMessages<T extends Message>(held: readonly T[], incoming: readonly T[]): T[] {
  if (incoming.length === 0) return held as T[];
  const byId = new Map<string, T>();
  for (const m of held) byId.set(m._id, m);
  for (const m of incoming) byId.set(m._id, m);
  return [...byId.values()].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id),
  );
}

// Messages pushed while a thread's first read was on its way, by client and thread: that read may
// have been answered before they were stored, so it merges them when it lands (takeEarlyMessages).
const early = new WeakMap<QueryClient, Map<string, Message[]>>();

/** Adds one message to a thread's cache (a push, or the answer to one's own send). */
export function addToThread<T extends Message>(
  queryClient: QueryClient,
  key: readonly unknown[],
  message: T,
) {
  const held = queryClient.getQueryData<T[]>(key);
  if (held) {
    queryClient.setQueryData<T[]>(key, mergeMessages(held, [message]));
    return;
  }
  // Nothing held and nothing on its way: the thread reads everything when it opens.
  if (queryClient.getQueryState(key)?.fetchStatus !== "fetching") return;
  const waiting = early.get(queryClient) ?? new Map<string, Message[]>();
  early.set(queryClient, waiting);
  const hash = hashKey(key);
  waiting.set(hash, [...(waiting.get(hash) ?? []), message]);
}

/** The messages pushed while the thread's read was on its way (see addToThread), handed over once. */
export function takeEarlyMessages<T extends Message>(queryClient: QueryClient, key: readonly unknown[]): T[] {
  const waiting = early.get(queryClient);
  const hash = hashKey(key);
  const messages = (waiting?.get(hash) ?? []) as T[];
  waiting?.delete(hash);
  return messages;
}

/** The cache of the thread a frame's message is in, as the member `me` holds it; none if not theirs. */
export function messageThreadKey(thread: MessageThread, me: string | null): readonly unknown[] | null {
  if (thread.kind === "group") return chatKeys.group(thread.eventId);
  const other = thread.memberIds.find((id) => id !== me);
  return other && me && thread.memberIds.includes(me) ? chatKeys.direct(other) : null;
}
