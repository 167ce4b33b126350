import { createHash, timingSafeEqual } from "node:crypto";
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  LogController,
} from "fastify";
import { MESSAGES } from "../../shared/texts";
import type { MetricsConfig } from "../config";
import { failed } from "./envelope";
import type { AppMetrics } from "./metrics";

// How /metrics is reached (ADR 0019): on a port of its own, bound to an internal address, when
// METRICS_PORT is set; on the main port only with METRICS_TOKEN as a bearer token. The metrics name
// every route and tell the load, so the main port answers 404 when no token is configured.

// A request that matched no route (a 404, the web app's pages) is counted under one label, so that
// scanners trying paths cannot grow the series without bound.
const UNMATCHED = "unmatched";

/** Counts every answer by method, route pattern and status, with its time. */
export function registerRequestMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  // Callback style, and Fastify's own clock (started before the first hook): this runs on every
  // request, the cheapest included (the bench's budget, ADR 0015). The pattern (`/api/events/:id`),
  // never the URL.
  app.addHook("onResponse", (request, reply, done) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? UNMATCHED,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
}

const sendMetrics = async (metrics: AppMetrics, reply: FastifyReply) =>
  reply
    .header("Cache-Control", "no-store")
    .type(metrics.contentType)
    .send(await metrics.render());

/** GET /metrics on the main port: 404 without a configured token, 401 without the right bearer. */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: AppMetrics,
  token: string | undefined,
): void {
  const expected = token ? digest(`Bearer ${token}`) : undefined;
  app.get("/metrics", { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    if (!expected) return reply.status(404).send(failed(MESSAGES.notFound));
    const given = request.headers.authorization;
    // Compared as digests: equal lengths for timingSafeEqual, and no early exit on the first byte.
    if (!given || !timingSafeEqual(digest(given), expected)) {
      return reply
        .status(401)
        .header("WWW-Authenticate", 'Bearer realm="metrics"')
        .send(failed(MESSAGES.metricsTokenRequired));
    }
    return sendMetrics(metrics, reply);
  });
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * A server of its own for /metrics on METRICS_PORT, made here and listening once the app is ready
 * (closed with it). Its scrapes are not logged: one every few seconds would drown the log.
 */
export function metricsServer(
  metrics: AppMetrics,
  config: MetricsConfig,
  log: FastifyBaseLogger,
): FastifyInstance | undefined {
  if (config.port === undefined) return undefined;
  const server = Fastify({
    loggerInstance: log.child({ server: "metrics" }),
    logController: new LogController({ disableRequestLogging: true }),
  });
  server.get("/metrics", (_request, reply) => sendMetrics(metrics, reply));
  return server;
}
