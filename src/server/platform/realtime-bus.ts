import { performance } from "node:perf_hooks";
import type { Redis } from "ioredis";
import type { z } from "zod";
import { isConnected, type RedisConnections } from "./redis";

// Carries realtime events between server processes. With Redis every process publishes to one
// channel and hears every event, its own included, so delivery takes the same path everywhere.
// Without Redis, an in-process bus does the same for a single process. What arrives through Redis
// may come from an instance of another version (a rolling upgrade) and is parsed with the bus's
// schema; what does not parse is dropped. The in-process bus carries only what this process's types
// allowed, so it parses nothing.

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
  // Told of each event from Redis that does not parse (an instance of another version, or a bug):
  // it reaches no listener. `describeDropped` says what of it a log line may show.
  onDropped?: (event: unknown, error: z.ZodError) => void;
};

const CHANNEL = "meetup:realtime";

// A wall-clock time in milliseconds with a fraction, comparable between processes (unlike
// performance.now alone) and finer than Date.now, since the lag is often well under a millisecond.
const wallClockMs = () => performance.timeOrigin + performance.now();

// What goes over Redis: the event and when it was published.
type Envelope<T> = { at: number; event: T };

const isEnvelope = (message: unknown): message is Envelope<unknown> =>
  typeof message === "object" &&
  message !== null &&
  typeof (message as { at?: unknown }).at === "number" &&
  "event" in message;

/** A dropped event for a log line: its type and what did not parse, none of its content. */
export function describeDropped(
  event: unknown,
  error: z.ZodError,
): { eventType: string | null; issues: string[] } {
  const type = typeof event === "object" && event !== null ? (event as { type?: unknown }).type : undefined;
  return {
    eventType: typeof type === "string" ? type.slice(0, 50) : null,
    issues: error.issues.map((issue) => `${issue.path.join(".") || "(event)"}: ${issue.message}`),
  };
}

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
  redis: Pick<RedisConnections, "commands" | "subscriber">,
  schema: z.ZodType<T>,
  onError: (error: unknown) => void,
  options: BusOptions = {},
): Promise<Bus<T>> {
  const { onLag, onDropped } = options;
  const { commands: publisher, subscriber } = redis;
  const listeners = new Set<(event: T) => void>();
  const deliver = (event: T) => {
    for (const listener of listeners) listener(event);
  };
  const onMessage = (channel: string, payload: string) => {
    if (channel !== CHANNEL) return;
    let message: unknown;
    try {
      message = JSON.parse(payload);
    } catch (error) {
      onError(error);
      return;
    }
    // A bare event comes from an instance of an older version (during a rolling upgrade): it is
    // delivered all the same, only without a lag to tell.
    const event = isEnvelope(message) ? message.event : message;
    if (isEnvelope(message)) onLag?.(Math.max(0, wallClockMs() - message.at) / 1000);
    const parsed = schema.safeParse(event);
    if (!parsed.success) {
      onDropped?.(event, parsed.error);
      return;
    }
    deliver(parsed.data);
  };
  subscriber.on("message", onMessage);
  let closed = false;
  // Subscribed before the first publish when Redis is there; when it is not, the subscription waits
  // for it (ioredis sends it on connecting, and again after every reconnection) and the app starts.
  const subscribed = subscriber.subscribe(CHANNEL).then(
    () => undefined,
    (error) => {
      if (!closed) onError(error);
    },
  );
  await untilSubscribedOrAway(subscriber, subscribed);
  return {
    async publish(event) {
      const message: Envelope<T> = { at: wallClockMs(), event };
      // Redis away (the outage is logged once, by platform/redis.ts): this process's own listeners
      // hear the event, so its sockets are served as a single instance's would be. Another instance's
      // members miss it until Redis is back; their pages still poll.
      const sent = await publisher.publish(CHANNEL, JSON.stringify(message)).then(
        () => true,
        () => false,
      );
      if (sent && isConnected(subscriber)) return;
      const at = performance.now();
      queueMicrotask(() => {
        onLag?.((performance.now() - at) / 1000);
        deliver(event);
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      listeners.clear();
      subscriber.off("message", onMessage);
    },
  };
}

// Waits for the subscription while the connection is up or connecting; a connection that is away
// (refused, timed out, closed) does not hold the bus, nor the app's start, any longer.
async function untilSubscribedOrAway(connection: Redis, subscribed: Promise<void>): Promise<void> {
  if (!["wait", "connecting", "connect", "ready"].includes(connection.status)) return;
  let away: () => void = () => {};
  const failed = new Promise<void>((resolve) => {
    away = resolve;
  });
  connection.once("error", away).once("close", away);
  try {
    await Promise.race([subscribed, failed]);
  } finally {
    connection.off("error", away).off("close", away);
  }
}
