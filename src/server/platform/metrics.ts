import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { DatabaseStats } from "../db/query-stats";
import type { QueueDepth } from "./jobs/queue";
import { RequestHistogram } from "./request-histogram";

// The app's Prometheus metrics (ADR 0019). What changes per request or query is counted as it
// happens; what is a level (sockets, pool, queue) is read when Prometheus scrapes, so it costs
// nothing in between.

export type MetricsSources = {
  database: { kind: "pglite" | "postgres"; stats: DatabaseStats };
  openSockets: () => number;
  queueDepth: () => Promise<QueueDepth>;
  // A scrape that cannot read the queue still answers, without the queue; the failure is logged.
  onError: (error: unknown) => void;
};

export type AppMetrics = {
  contentType: string;
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  observeBusLag(seconds: number): void;
  /** The exposition text: the app's metrics, then the process's. */
  render(): Promise<string>;
};

// Finer than prom-client's default at the low end: most answers here take a few milliseconds.
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];
const LAG_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

export function createMetrics(sources: MetricsSources): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  // A level of one figure, no labels, read when Prometheus scrapes.
  const levelGauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read());
      },
    });

  const requests = new RequestHistogram(
    "meetup_http_request_duration_seconds",
    "HTTP requests by method, route pattern and status: time from arrival to the last byte sent (its _count is the number of requests)",
    REQUEST_BUCKETS,
  );
  registry.registerMetric(requests.asMetric());

  const queries = new Histogram({
    name: "meetup_db_query_duration_seconds",
    help: "Database queries: time from sending to the answer, waiting for a pooled client or PGlite's queue included",
    buckets: QUERY_BUCKETS,
    registers,
  });
  sources.database.stats.onQuery((seconds) => queries.observe(seconds));

  levelGauge(
    "meetup_db_queries_in_flight",
    "Database queries sent and not yet answered (on PGlite, the one running and those queued behind it)",
    () => sources.database.stats.inFlight(),
  );

  if (sources.database.kind === "postgres") {
    new Gauge({
      name: "meetup_db_pool_clients",
      help: "PostgreSQL pool clients by state: total open, idle, and checkouts waiting for a client",
      labelNames: ["state"] as const,
      registers,
      collect() {
        const pool = sources.database.stats.pool();
        if (!pool) return;
        this.set({ state: "total" }, pool.total);
        this.set({ state: "idle" }, pool.idle);
        this.set({ state: "waiting" }, pool.waiting);
      },
    });
  }

  levelGauge("meetup_realtime_open_sockets", "Realtime WebSockets open on this instance", () =>
    sources.openSockets(),
  );

  const busLag = new Histogram({
    name: "meetup_realtime_bus_lag_seconds",
    help: "Realtime events: time from publish (on any instance) to arrival at this instance, through Redis or in process",
    buckets: LAG_BUCKETS,
    registers,
  });

  new Gauge({
    name: "meetup_job_queue_depth",
    help: "Jobs of the queue by state (pending, running, failed), shared by all instances",
    labelNames: ["state"] as const,
    registers,
    async collect() {
      try {
        const depth = await sources.queueDepth();
        for (const state of ["pending", "running", "failed"] as const) this.set({ state }, depth[state]);
      } catch (error) {
        // No figure rather than a stale one; readiness says why.
        this.reset();
        sources.onError(error);
      }
    },
  });

  return {
    contentType: registry.contentType,
    observeRequest: (method, route, statusCode, seconds) =>
      requests.observe(method, route, statusCode, seconds),
    observeBusLag: (seconds) => busLag.observe(seconds),
    async render() {
      return (await registry.metrics()) + (await processRegistry().metrics());
    },
  };
}

// Memory, CPU, event-loop lag, GC and handles belong to the process, not to one app: collected once
// however many apps a process builds (tests build many), and reported with each app's metrics.
let processMetrics: Registry | undefined;

function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}
