import { Redis, type RedisOptions } from "ioredis";

// The app's two connections to Redis (REDIS_URL), and whether Redis is there now. Redis shares what
// several instances must agree on (rate limits, realtime fan-out, presence); it is never a condition
// of serving (ADR 0048). So a command never waits for Redis: while it is away a command fails at
// once and its caller goes on with this instance's own view, the connections retry in the
// background, and the outage and the recovery are each said once.

export type RedisConnections = {
  // Rate limits, presence and publishing. Fails a command at once while Redis is away.
  commands: Redis;
  // The realtime bus's subscription (a subscribed connection can do nothing else). Its SUBSCRIBE
  // waits for Redis, however long, so a bus made while Redis is away is subscribed once it comes.
  subscriber: Redis;
  /** Both connections are up now. */
  isUp(): boolean;
  /** Resolves once both connections are up, or one has failed (then the app starts without Redis). */
  settled: Promise<void>;
  close(): void;
};

export type RedisWatcher = {
  // Redis went away (or was not there at start): one line's reason, such as "connect ECONNREFUSED".
  onDown(reason: string): void;
  // Both connections are up again after an outage.
  onUp(): void;
};

// Bounded at every step: a blackholed address fails a connection within connectTimeoutMs, a
// command on a connection that stopped answering within commandTimeoutMs, a connection that stopped
// answering is dropped within watchdogMs + commandTimeoutMs, and reconnections space out to
// retryMaxMs.
export const REDIS_TIMINGS = {
  connectTimeoutMs: 2000,
  commandTimeoutMs: 1000,
  watchdogMs: 5000,
  retryMaxMs: 5000,
} as const;

const shared: RedisOptions = {
  connectTimeout: REDIS_TIMINGS.connectTimeoutMs,
  retryStrategy: (attempt) => Math.min(attempt * 200, REDIS_TIMINGS.retryMaxMs),
};

export const COMMAND_OPTIONS: RedisOptions = {
  ...shared,
  // Not connected: fail now rather than queue until a reconnection (3.5-6 s of a request before).
  enableOfflineQueue: false,
  // A command in flight when the connection drops fails too, instead of being sent again later.
  maxRetriesPerRequest: 0,
  commandTimeout: REDIS_TIMINGS.commandTimeoutMs,
};

const SUBSCRIBER_OPTIONS: RedisOptions = { ...shared, maxRetriesPerRequest: null };

/** Connected now: ready, and its socket still writable (a socket the server just closed is not). */
export const isConnected = (connection: Redis) =>
  connection.status === "ready" && connection.stream?.writable === true;

export function connectRedis(url: string, watcher: RedisWatcher): RedisConnections {
  const commands = new Redis(url, COMMAND_OPTIONS);
  const subscriber = new Redis(url, SUBSCRIBER_OPTIONS);
  const connections = [commands, subscriber];
  const isUp = () => connections.every(isConnected);
  // Unknown until the first connection or failure; each change is told once.
  let up: boolean | undefined;
  // Closing the app closes the connections: that is no outage to tell.
  let closing = false;
  let settle: () => void = () => {};
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const changed = (failure?: string) => {
    if (closing) return;
    if (isUp()) {
      if (up === false) watcher.onUp();
      up = true;
      settle();
    } else if (failure !== undefined) {
      down(failure);
      settle();
    }
  };
  const down = (reason: string) => {
    if (closing || up === false) return;
    up = false;
    watcher.onDown(reason);
  };
  // A Redis that stops answering without closing (a network partition) would leave its connections
  // "ready" for minutes, each command waiting its timeout: a PING that goes unanswered drops both,
  // so that commands fail at once again while they reconnect, and the outage is told.
  const watchdog = setInterval(() => {
    if (!isUp()) return;
    void Promise.all(connections.map((connection) => answers(connection))).then((answered) => {
      if (answered.every(Boolean) || !isUp()) return;
      down(`no answer to PING within ${REDIS_TIMINGS.commandTimeoutMs} ms`);
      for (const connection of connections) connection.disconnect(true);
    });
  }, REDIS_TIMINGS.watchdogMs);
  watchdog.unref();
  for (const connection of connections) {
    connection.on("ready", () => changed());
    // A listener also keeps ioredis from writing each failed reconnection to the console.
    connection.on("error", (error: Error) => changed(reasonOf(error)));
    connection.on("close", () => changed("the connection closed"));
  }
  return {
    commands,
    subscriber,
    isUp,
    settled,
    close() {
      closing = true;
      clearInterval(watchdog);
      settle();
      for (const connection of connections) connection.disconnect();
    },
  };
}

// PING within the command timeout (the subscriber has none of its own: its SUBSCRIBE may wait).
async function answers(connection: Redis): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), REDIS_TIMINGS.commandTimeoutMs);
  });
  try {
    return await Promise.race([
      connection.ping().then(
        () => true,
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

// One line, whatever the error: Node's AggregateError (a host with several addresses) has no message
// of its own, only a code.
function reasonOf(error: Error & { code?: string }): string {
  return (error.message || error.code || error.name).split("\n")[0]!;
}
