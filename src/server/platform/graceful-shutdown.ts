import type { Server } from "node:http";
import net from "node:net";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";

// SIGTERM as a load balancer needs it (ADR 0020): the instance leaves the pool without a failed
// request, and always exits, however it hangs.

/** What the app exposes to its own shutdown: the draining flag (/api/ready reads it) and its sockets. */
export type Lifecycle = {
  draining: boolean;
  // Closes this process's realtime sockets with 1001 "going away": clients reconnect (elsewhere).
  closeSockets(): void;
};

type Timings = {
  readinessMs: number;
  idleGraceMs: number;
  drainMs: number;
  jobsGraceMs: number;
  hardMs: number;
};

export const SHUTDOWN_TIMINGS: Timings = {
  // /api/ready answers 503 this long before the listener closes (SHUTDOWN_DELAY_MS), while every
  // request is still answered: long enough for a balancer's health check to take the instance out.
  // Closing the listener while a balancer still sends to it resets the connections the kernel had
  // accepted and Node had not (a reset POST is a 502 for someone); 0 closes at once.
  readinessMs: 0,
  // Connections without a request in progress are closed this long after the listener.
  idleGraceMs: 500,
  // In-flight requests (and the sockets' close handshakes) get this long; then every connection is cut.
  drainMs: 5000,
  // Jobs in hand get this long (ADR 0017); any that do not finish run again after their lease.
  jobsGraceMs: 5000,
  // Past this (after the readiness delay) the process exits 1 whatever still hangs, naming it.
  hardMs: 10_000,
};

type ShutdownOptions = {
  app: Pick<FastifyInstance, "close"> & { server: Server; log: FastifyBaseLogger };
  lifecycle: Lifecycle;
  stopJobs(graceMs: number): Promise<void>;
  signal: string;
  timings?: Partial<Timings>;
  exit?: (code: number) => void;
};

/**
 * The sequence: 1. draining (/api/ready answers 503, every answer carries `Connection: close`),
 * for readinessMs while everything is still answered, so a balancer stops sending here; 2. the
 * listener closes (new connections are refused, so a balancer tries another instance) and idle
 * connections half a second later; 3. sockets close with 1001 and the job worker stops taking
 * jobs; 4. in-flight requests finish (up to drainMs, then every connection is cut); 5. the app
 * closes (bus, Redis, database pools); exit 0. A timer exits 1 after readinessMs + hardMs naming
 * the steps left.
 */
export async function shutDownGracefully(opts: ShutdownOptions): Promise<void> {
  const { app, lifecycle, signal } = opts;
  const timings = { ...SHUTDOWN_TIMINGS, ...opts.timings };
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  const started = Date.now();
  const pending = new Set<string>();
  const step = async <T>(name: string, work: Promise<T>): Promise<T> => {
    pending.add(name);
    try {
      return await work;
    } finally {
      pending.delete(name);
    }
  };
  const hard = setTimeout(() => {
    app.log.fatal(
      { signal, hung: [...pending], openConnections: connectionCount(app.server) },
      `shutdown did not finish within ${timings.hardMs} ms: exiting anyway`,
    );
    exit(1);
  }, timings.readinessMs + timings.hardMs);

  app.log.info({ signal, readinessMs: timings.readinessMs }, "shutting down: draining");
  lifecycle.draining = true;
  if (timings.readinessMs > 0) {
    await step("readiness delay", new Promise((resolve) => setTimeout(resolve, timings.readinessMs)));
  }
  // Stops listening; the callback comes once every connection (sockets included) has ended. Not
  // http's close(), which also closes at once every connection without a request in progress: one
  // accepted a moment ago whose request is still on its way counts as such, and a balancer cannot
  // retry a POST it has already sent. Idle connections are closed after a short grace instead, by
  // which time such a request is in progress (and its answer says "Connection: close").
  const drained = new Promise<void>((resolve) =>
    net.Server.prototype.close.call(app.server, () => resolve()),
  );
  const idleTimer = setTimeout(() => app.server.closeIdleConnections(), timings.idleGraceMs);
  lifecycle.closeSockets();
  const jobs = step("job worker", opts.stopJobs(timings.jobsGraceMs));

  let drainTimer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => {
    drainTimer = setTimeout(() => resolve("late"), timings.drainMs);
  });
  const outcome = await step(
    "in-flight requests",
    Promise.race([drained.then(() => "drained" as const), late]),
  );
  clearTimeout(drainTimer);
  clearTimeout(idleTimer);
  if (outcome === "late") {
    app.log.warn(
      { openConnections: connectionCount(app.server) },
      `requests still open after ${timings.drainMs} ms: closing their connections`,
    );
    app.server.closeAllConnections();
  }
  await jobs;
  try {
    await step("closing the app (bus, Redis, database)", app.close());
  } catch (error) {
    app.log.error(error, "closing the app");
  }
  clearTimeout(hard);
  app.log.info({ signal, ms: Date.now() - started }, "shut down");
  exit(0);
}

function connectionCount(server: Server): number | undefined {
  // Synchronous count of net.Server: the connections not yet ended, upgraded sockets included.
  return (server as Server & { _connections?: number })._connections;
}
