import { Redis } from "ioredis";

// Carries realtime events between server processes. With Redis every process publishes to one
// channel and hears every event, its own included, so delivery takes the same path everywhere.
// Without Redis, an in-process bus does the same for a single process.

export type Bus<T> = {
  publish(event: T): Promise<void>;
  subscribe(listener: (event: T) => void): () => void;
  close(): Promise<void>;
};

const CHANNEL = "meetup:realtime";

export function localBus<T>(): Bus<T> {
  const listeners = new Set<(event: T) => void>();
  return {
    async publish(event) {
      // Asynchronous like Redis, so callers never depend on delivery finishing first.
      queueMicrotask(() => {
        for (const listener of listeners) listener(event);
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}

export async function redisBus<T>(url: string, onError: (error: unknown) => void): Promise<Bus<T>> {
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  // A subscribed connection can do nothing else, hence a second one.
  const subscriber = new Redis(url);
  const listeners = new Set<(event: T) => void>();
  for (const connection of [publisher, subscriber]) connection.on("error", onError);
  subscriber.on("message", (channel: string, payload: string) => {
    if (channel !== CHANNEL) return;
    let event: T;
    try {
      event = JSON.parse(payload) as T;
    } catch (error) {
      onError(error);
      return;
    }
    for (const listener of listeners) listener(event);
  });
  await subscriber.subscribe(CHANNEL);
  return {
    async publish(event) {
      await publisher.publish(CHANNEL, JSON.stringify(event));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
