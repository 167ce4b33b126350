import type { QueryClient } from "@tanstack/react-query";

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

/** Adds one message to a thread's cache (a push, or the answer to one's own send). */
export function addToThread<T extends Message>(
  queryClient: QueryClient,
  key: readonly unknown[],
  message: T,
) {
  const held = queryClient.getQueryData<T[]>(key);
  if (held) queryClient.setQueryData<T[]>(key, mergeMessages(held, [message]));
}
