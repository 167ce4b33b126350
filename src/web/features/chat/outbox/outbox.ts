import * as chat from "@shared/endpoints/chat";
import type { QueryClient } from "@tanstack/react-query";
import { ApiError, errorMessage, isClientError } from "../../../lib/api";
import { callEndpoint } from "../../../lib/call-endpoint";
import { chatKeys, companionKeys } from "../../../lib/queries/keys";
import { addToThread } from "../../../lib/queries/thread-cache";
import { userKeys } from "../../../lib/queries/users";
import { realtime } from "../../../lib/realtime";
import { retryDelay } from "../../../lib/retry-delay";
import { getUserId } from "../../../lib/token-storage";
import { isOnline } from "../../../lib/use-online";
import { createOutboxRunner, type OutboxRunner } from "./outbox-runner";
import {
  createOutboxStore,
  OUTBOX_KEY,
  type OutboxItem,
  type OutboxStore,
  type Refusal,
} from "./outbox-store";

// The tab's one outbox: its store on localStorage and the runner that sends it, started the first
// time a chat screen needs it (or the app finds messages waiting from before a reload), and kept
// for the tab's life, so a message written offline goes when the connection returns even if the
// member has left the chat by then.

// Refusals that asking again may get past: signed out meanwhile (401: the member signs in again
// and it goes), a timeout and too many messages at once.
const TRY_AGAIN = new Set([401, 408, 429]);

function refusal(error: unknown): Refusal | null {
  if (!isClientError(error)) return null;
  const status = (error as { status: number }).status;
  if (TRY_AGAIN.has(status)) return null;
  return {
    message: errorMessage(error),
    code: error instanceof ApiError ? (error.code ?? undefined) : undefined,
  };
}

async function sendItem(queryClient: QueryClient, item: OutboxItem): Promise<void> {
  const { thread, content, clientId, replyTo } = item;
  const body = replyTo === undefined ? { content, clientId } : { content, clientId, replyTo };
  if (thread.kind === "group") {
    const { data } = await callEndpoint(chat.sendGroupMessage, {
      params: { eventId: thread.eventId },
      body,
    });
    addToThread(queryClient, chatKeys.group(thread.eventId), data);
    void queryClient.invalidateQueries({ queryKey: chatKeys.groups });
  } else {
    const { data } = await callEndpoint(chat.sendDirectMessage, {
      params: { userId: thread.userId },
      body,
    });
    addToThread(queryClient, chatKeys.direct(thread.userId), data);
    void queryClient.invalidateQueries({ queryKey: companionKeys.all });
  }
}

export type Outbox = { store: OutboxStore; runner: OutboxRunner };

let outbox: Outbox | null = null;
// The caches the answers go to: the app has one query client (each test renders with its own, and
// the one that asked last is the one on screen).
let caches: QueryClient | null = null;

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The tab's outbox, started on first use. */
export function startOutbox(queryClient: QueryClient): Outbox {
  caches = queryClient;
  if (outbox) return outbox;
  const store = createOutboxStore(localStorageOrNull());
  const runner = createOutboxRunner({
    store,
    owner: getUserId,
    send: (item) => sendItem(caches ?? queryClient, item),
    refusal: (error, item) => {
      const refused = refusal(error);
      // The other member deleted their account meanwhile (ADR 0025): the thread turns read-only.
      if (refused !== null && item.thread.kind === "user" && (error as { status?: number }).status === 409) {
        void caches?.invalidateQueries({ queryKey: userKeys.detail(item.thread.userId) });
        void caches?.invalidateQueries({ queryKey: companionKeys.all });
      }
      return refused;
    },
    isOnline,
    retryDelay: (attempt) => retryDelay(attempt, null),
  });
  const flush = () => void runner.flush();
  window.addEventListener("online", flush);
  // Another tab wrote or sent something: show it here too (that tab sends its own).
  window.addEventListener("storage", (event) => {
    if (event.key === OUTBOX_KEY || event.key === null) store.changed();
  });
  // The socket back after a drop: the server is reachable again.
  realtime.subscribeStatus(() => {
    if (realtime.getStatus() === "live") flush();
  });
  outbox = { store, runner };
  flush();
  return outbox;
}
