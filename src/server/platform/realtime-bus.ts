import { performance } from "node:perf_hooks";
import { Redis } from "ioredis";

// Carries realtime events between server processes. With Redis every process publishes to one
// channel and hears every event, its own included, so delivery takes the same path everywhere.
// Without Redis, an in-process bus does the same for a single process.

export type Bus<T> = {
  publish(event: T): Promise<void>;
  subscribe(listener: (event: T) => void): () => void;
  close(): Promise<void>;
};

export type BusOptions = {
  // Told each event's seconds from publish to its arrival at this process's listeners (the bus lag
  // of the metrics). Through Redis the clocks of two machines are compared, so skew between them
  // shows in it; instances on one machine, or one process, measure exactly.
  onLag?: (seconds: number) => void;
};

const CHANNEL = "meetup:realtime";

// A wall-clock time in milliseconds with a fraction, comparable between processes (unlike
// performance.now alone) and finer than Date.now, since the lag is often well under a millisecond.
const wallClockMs = () => performance.timeOrigin + performance.now();

// What goes over Redis: the event and when it was published.
type Envelope<T> = { at: number; event: T };

export function localBus<T>(options: BusOptions = {}): Bus<T> {
  const listeners = new Set<(event: T) => void>();
  const { onLag } = options;
  return {
    async publish(event) {
      const at = performance.now();
      // Asynchronous like Redis, so callers never depend on delivery finishing first.
      queueMicrotask(() => {
        onLag?.((performance.now() - at) / 1000);
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

export async function redisBus<T>(
  url: string,
  onError: (error: unknown) => void,
  options: BusOptions = {},
): Promise<Bus<T>> {
  const { onLag } = options;
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  // A subscribed connection can do nothing else, hence a second one.
  const subscriber = new Redis(url);
  const listeners = new Set<(event: T) => void>();
  for (const connection of [publisher, subscriber]) connection.on("error", onError);
  subscriber.on("message", (channel: string, payload: string) => {
    if (channel !== CHANNEL) return;
    let message: Envelope<T>;
    try {
      message = JSON.parse(payload) as Envelope<T>;
    } catch (error) {
      onError(error);
      return;
    }
    // A bare event comes from an instance of an older version (during a rolling upgrade): it is
    // delivered all the same, only without a lag to tell.
    const enveloped = typeof message?.at === "number" && "event" in message;
    const event = enveloped ? message.event : (message as T);
    if (enveloped) onLag?.(Math.max(0, wallClockMs() - message.at) / 1000);
    for (const listener of listeners) listener(event);
  });
  await subscriber.subscribe(CHANNEL);
  return {
    async publish(event) {
      const message: Envelope<T> = { at: wallClockMs(), event };
      await publisher.publish(CHANNEL, JSON.stringify(message));
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
