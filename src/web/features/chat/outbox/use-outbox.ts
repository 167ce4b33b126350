import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useSyncExternalStore } from "react";
import { useOnline } from "../../../lib/use-online";
import { useUserId } from "../../../lib/use-session";
import { startOutbox } from "./outbox";
import type { RunnerState } from "./outbox-runner";
import { newClientId, type OutboxItem, type OutboxThread, sameThread } from "./outbox-store";

/** Where a message of the outbox stands, as its bubble says. */
export type PendingStatus =
  | { kind: "sending" }
  | { kind: "waiting" }
  | { kind: "failed"; error: string; code: string | undefined };

export type PendingMessage = OutboxItem & { status: PendingStatus };

/** Sending while on its way or queued behind one; waiting when offline or after a network failure. */
export function pendingStatus(item: OutboxItem, runner: RunnerState, online: boolean): PendingStatus {
  if (item.error !== undefined) return { kind: "failed", error: item.error, code: item.errorCode };
  if (runner.sending === item.clientId) return { kind: "sending" };
  return !online || runner.waiting ? { kind: "waiting" } : { kind: "sending" };
}

/**
 * The outbox of one thread: its messages not stored yet (with where each stands), `send` that puts
 * one in and sends it as soon as it can, and `discard` for one the server refused.
 */
export function useOutbox(thread: OutboxThread) {
  const queryClient = useQueryClient();
  const { store, runner } = startOutbox(queryClient);
  const items = useSyncExternalStore(store.subscribe, store.all);
  const state = useSyncExternalStore(runner.subscribe, runner.state);
  const online = useOnline();
  const me = useUserId();
  const key = thread.kind === "group" ? `group:${thread.eventId}` : `user:${thread.userId}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the thread is named by its key.
  const pending = useMemo<PendingMessage[]>(
    () =>
      items
        .filter((i) => i.owner === me && sameThread(i.thread, thread))
        .map((i) => ({ ...i, status: pendingStatus(i, state, online) })),
    [items, me, key, state, online],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: the thread is named by its key.
  const send = useCallback(
    (content: string, options: { replyTo?: string } = {}) => {
      if (!me) return;
      const item: OutboxItem = {
        clientId: newClientId(),
        owner: me,
        thread,
        content,
        createdAt: new Date().toISOString(),
      };
      if (options.replyTo) item.replyTo = options.replyTo;
      store.add(item);
      void runner.flush();
    },
    [store, runner, me, key],
  );

  const discard = useCallback((clientId: string) => store.remove(clientId), [store]);

  return { pending, send, discard };
}
