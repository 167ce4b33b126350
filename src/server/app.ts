import path from "node:path";
import multipart from "@fastify/multipart";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import websocket from "@fastify/websocket";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { Redis } from "ioredis";
import { LIMITS } from "../shared/limits";
import type { Config } from "./config";
import { type Database, type Db, openDatabase } from "./db/client";
import { adminRoutes } from "./features/admin/routes";
import { AUTH_FAILURES, registerAuthGuard } from "./features/auth/guard";
import { googleVerifier, type IdTokenVerifier } from "./features/auth/id-token-verifier";
import { authRoutes } from "./features/auth/routes";
import type { SessionKeys } from "./features/auth/session-keys";
import { chatRoutes } from "./features/chat/routes";
import { heldDeliveryJobHandlers } from "./features/delivery/held-service";
import { devVerifier } from "./features/dev-idp/issuer";
import { devIdpRoutes } from "./features/dev-idp/routes";
import { emailRoutes } from "./features/email/routes";
import { emailJobHandlers } from "./features/email/service";
import { attendanceRoutes } from "./features/events/attendance-routes";
import { eventRoutes } from "./features/events/routes";
import { waitlistJobHandlers } from "./features/events/waitlist-offer-lapse";
import { healthRoutes } from "./features/health/routes";
import { inboxRoutes } from "./features/inbox/routes";
import { locationRoutes } from "./features/locations/routes";
import { createMemberIndex, type MemberIndex } from "./features/matching/member-index";
import { matchingRoutes } from "./features/matching/routes";
import { myDataJobHandlers, myDataPruneJob } from "./features/my-data/export-service";
import { myDataRoutes } from "./features/my-data/routes";
import { onboardingRoutes } from "./features/onboarding/routes";
import { preferenceRoutes } from "./features/preferences/routes";
import { setQuietHoursByDefault } from "./features/preferences/service";
import { pushRoutes } from "./features/push/routes";
import { pushJobHandlers } from "./features/push/service";
import { createHub } from "./features/realtime/hub";
import { realtimeRoutes } from "./features/realtime/routes";
import { reminderJobHandlers } from "./features/reminders/service";
import { reviewRoutes } from "./features/reviews/routes";
import { safetyRoutes } from "./features/safety/routes";
import { homeSafeJobHandlers } from "./features/share/home-safe-job";
import { shareRoutes } from "./features/share/routes";
import { testClockRoutes } from "./features/test-clock/routes";
import { userRoutes } from "./features/users/routes";
import { cachedStorage } from "./platform/cached-storage";
import { shiftableClock, systemClock } from "./platform/clock";
import { registerCompression } from "./platform/compression";
import { databaseStorage } from "./platform/database-storage";
import { registerDrainingRefusals } from "./platform/draining";
import { registerErrorHandling } from "./platform/errors";
import { type DomainEvents, domainEvents } from "./platform/events/outbox";
import { failureCounter } from "./platform/failure-counter";
import type { Lifecycle } from "./platform/graceful-shutdown";
import { registerInputHygiene } from "./platform/input-hygiene";
import { handlersByKind } from "./platform/jobs/define-job";
import { pruneJob, pruneJobHandlers } from "./platform/jobs/prune";
import { enqueue, queueDepth } from "./platform/jobs/queue";
import { createWorker, type PollingWorker } from "./platform/jobs/worker";
import { loggerOptions } from "./platform/logging";
import { logMailer, type Mailer, smtpMailer } from "./platform/mail";
import { type AppMetrics, createMetrics } from "./platform/metrics";
import { metricsServer, registerMetricsRoute, registerRequestMetrics } from "./platform/metrics-http";
import { openApiTransform } from "./platform/openapi";
import { localPresence, redisPresence } from "./platform/presence";
import { registerRateLimits } from "./platform/rate-limit";
import { type Bus, type BusOptions, describeDropped, localBus, redisBus } from "./platform/realtime-bus";
import { type Realtime, type RealtimeEvent, realtimeEvent } from "./platform/realtime-events";
import { registerRequestIdHeader, requestIdOptions } from "./platform/request-id";
import { registerSecurityHeaders } from "./platform/security";
import { applySlowClientLimits } from "./platform/slow-clients";
import type { Storage } from "./platform/storage";
import { fastifyTrustProxy } from "./platform/trust-proxy";
import { importUploadFiles } from "./platform/uploads-import";
import { registerUploadsRoute } from "./platform/uploads-route";
import { registerWebApp } from "./platform/web-app";
import { loadAppKeys } from "./signing-keys";
import { subscribers } from "./subscribers";

export type AppDeps = {
  config: Config;
  database: Database;
  db: Db;
  storage: Storage;
  // Our access tokens' keys (SESSION_SECRET, or the database's with rotation).
  sessionKeys: SessionKeys;
  // Unsubscribe links' key: never rotated, since emailed links must keep working (ADR 0004).
  unsubscribeKey: Uint8Array;
  redis: Redis | undefined;
  // Google in production; the development issuer when no Google client id is configured.
  idTokens: IdTokenVerifier;
  // Members' answers in memory for ranking; reloaded when the members counter moves.
  memberIndex: MemberIndex;
  // Pushes to members' sockets, in this process and (through Redis) in every other.
  realtime: Realtime;
  // SMTP, or the log when SMTP_URL is unset.
  mailer: Mailer;
  // The job queue's worker (ADR 0017): polling when JOBS_WORKER is on, driven by hand in tests
  // (the bench starts it itself).
  jobs: PollingWorker;
  // Domain events (ADR 0030): a use case commits its change with what happened; the subscribers
  // (src/server/subscribers.ts) own the consequences.
  events: DomainEvents;
  // Prometheus metrics (ADR 0019), and the server of their own port when METRICS_PORT is set.
  metrics: AppMetrics;
  metricsServer: FastifyInstance | undefined;
  // Graceful shutdown (platform/graceful-shutdown.ts, ADR 0020): draining, and this process's sockets.
  lifecycle: Lifecycle;
};

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

// Every feature's routes under /api, in this order (the realtime socket goes first, with its hub).
const featureRoutes = [
  healthRoutes,
  authRoutes,
  onboardingRoutes,
  locationRoutes,
  userRoutes,
  preferenceRoutes,
  eventRoutes,
  attendanceRoutes,
  matchingRoutes,
  safetyRoutes,
  shareRoutes,
  chatRoutes,
  reviewRoutes,
  inboxRoutes,
  emailRoutes,
  pushRoutes,
  myDataRoutes,
  adminRoutes,
];

export type BuildOptions = {
  // Tests hand in a database of their own; otherwise one is opened from the config.
  database?: Database;
  logger?: boolean;
  // Where JSON log lines go (stdout by default); tests read them to prove no token is logged.
  logStream?: { write(line: string): void };
};

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl
        ? { kind: "postgres", url: config.databaseUrl }
        : { kind: "pglite", dataDir: config.dataDir },
    ));
  // After the migrations (the keys are rows), before anything signs or verifies.
  // Failed re-reads later are logged (the app exists by then) and the known keys kept.
  const keys = await loadAppKeys({
    db: database.db,
    dataDir: config.dataDir,
    sessionSecret: config.sessionSecret,
    devIdp: !config.googleClientId,
    onError: (error) => app.log.error(error, "signing keys"),
  });
  const devIdpKeys = keys.devIdp;
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;

  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : loggerOptions({
            level: config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : {}),
          }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    requestTimeout: config.requestTimeoutMs,
    routerOptions: { ignoreTrailingSlash: true },
    ...requestIdOptions(config.trustProxy !== false),
  }).withTypeProvider<ZodTypeProvider>();
  // Without a listener ioredis writes its connection errors to the console; they belong in the log
  // (and a Redis outage shows in /api/ready).
  redis?.on("error", (error) => app.log.warn({ err: error }, "redis"));

  const metrics = createMetrics({
    database,
    openSockets: () => hub.openSockets(),
    queueDepth: () => queueDepth(database.db),
    onError: (error) => app.log.error(error, "metrics"),
  });
  // With Redis, events reach every process's sockets; without it, this process's only.
  const busOptions: BusOptions = {
    onLag: metrics.observeBusLag,
    onDropped: (event, error) =>
      app.log.warn(describeDropped(event, error), "realtime bus event dropped: it does not parse"),
  };
  const bus: Bus<RealtimeEvent> = config.redisUrl
    ? await redisBus(
        config.redisUrl,
        realtimeEvent,
        (error) => app.log.error(error, "realtime bus"),
        busOptions,
      )
    : localBus(busOptions);
  // With Redis, every instance sees which members have the app open on any of them.
  const presence = redis
    ? redisPresence(redis, { onError: (error) => app.log.error(error, "presence") })
    : localPresence();
  const hub = createHub(database.db, (error) => app.log.error(error, "realtime delivery"), presence);
  const storage = cachedStorage(databaseStorage(database.db), config.imageCacheBytes);
  bus.subscribe((event) => {
    // Pictures deleted through any instance leave this one's memory too (ADR 0018).
    if (event.type === "images-deleted") storage.forget(event.keys);
    else void hub.deliver(event);
  });

  setQuietHoursByDefault(config.defaultQuietHours);
  const mailer = config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : logMailer((line, message) => app.log.info(line, message));
  // Defined before the worker, whose reminder handlers publish through it; it wakes the worker in
  // turn (after their commit, for the deliveries they queued).
  const realtime: Realtime = {
    publish: (event) => {
      // A notification or direct message is published after the commit that queued its push or
      // email: the worker looks now instead of at its next poll.
      if (event.type === "notification" || event.type === "direct-message") jobs.wake();
      // Deleted pictures are forgotten here before the publisher answers; the bus tells the others.
      if (event.type === "images-deleted") storage.forget(event.keys);
      return bus.publish(event).catch((error) => app.log.error(error, "realtime publish"));
    },
    openSockets: () => hub.openSockets(),
    isConnected: (userId) => hub.isConnected(userId),
  };
  // The job worker's clock: the system's, or one a test server's admin may run ahead (TEST_CLOCK).
  const clock = config.testClock ? shiftableClock() : undefined;
  const emailDeps = {
    db: database.db,
    mailer,
    key: keys.unsubscribe,
    // Links in emails need an absolute address; without PUBLIC_URL they point at this machine.
    publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
  };
  const pushDeps = { db: database.db, vapid: config.vapid, loopback: config.pushLoopback };
  const events = domainEvents({
    db: database.db,
    realtime,
    subscribers,
    now: (clock ?? systemClock).now,
    onError: (error, event) =>
      app.log.error({ err: error, eventId: event.id, type: event.type }, "domain event: retried later"),
  });
  const jobs = createWorker({
    db: database.db,
    now: (clock ?? systemClock).now,
    // Every job kind's definition bound to its handler, one list per feature (ADR 0017 "Typed jobs").
    handlers: handlersByKind([
      ...events.jobs,
      ...emailJobHandlers(emailDeps),
      ...pushJobHandlers(pushDeps),
      ...heldDeliveryJobHandlers({ push: pushDeps, email: emailDeps, now: (clock ?? systemClock).now }),
      ...reminderJobHandlers({ db: database.db, realtime }),
      ...homeSafeJobHandlers({ db: database.db, realtime }),
      ...waitlistJobHandlers({ events, now: (clock ?? systemClock).now }),
      ...pruneJobHandlers({ db: database.db }),
      ...myDataJobHandlers({ db: database.db, now: (clock ?? systemClock).now }),
    ]),
    onError: (error, job) => app.log.error({ err: error, jobId: job?.id, kind: job?.kind }, "job worker"),
    onFailed: (job, error) =>
      app.log.error({ err: error, jobId: job.id, kind: job.kind, attempts: job.attempts }, "job failed"),
  });

  applySlowClientLimits(app.server, config.requestTimeoutMs);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("deps", {
    config,
    database,
    db: database.db,
    storage,
    sessionKeys: keys.session,
    unsubscribeKey: keys.unsubscribe,
    redis,
    idTokens: devIdpKeys ? devVerifier(devIdpKeys) : googleVerifier(config.googleClientId!),
    memberIndex: createMemberIndex(database.db),
    realtime,
    mailer,
    jobs,
    events,
    metrics,
    metricsServer: metricsServer(metrics, config.metrics, app.log),
    lifecycle: {
      draining: false,
      // The hub's members first, then any socket not yet authenticated: every one hears 1001.
      closeSockets: () => {
        hub.closeAll();
        for (const client of app.websocketServer?.clients ?? []) client.close(1001, "server shutting down");
      },
    },
  });
  await importUploads(app);
  app.addHook("preClose", async () => hub.closeAll());
  // The worker stops before the database closes: jobs in hand get a few seconds to finish, and any
  // that do not are run again after their lease by the next process.
  app.addHook("preClose", async () => jobs.stop({ graceMs: 5000 }));
  app.addHook("onClose", async () => {
    await app.deps.metricsServer?.close();
    mailer.close();
    await presence.close();
    await bus.close();
    if (ownsDatabase) await database.close();
    redis?.disconnect();
  });

  // First, so that every answer names its request, refusals by later hooks included.
  registerRequestIdHeader(app);
  // While draining, no connection is kept alive, not even one whose request began before: the
  // balancer's next request opens a connection elsewhere, and the drain ends with the last answer.
  app.addHook("onSend", async (_request, reply, payload) => {
    if (app.deps.lifecycle.draining) reply.header("connection", "close");
    return payload;
  });
  registerDrainingRefusals(app);
  registerRequestMetrics(app, metrics);
  registerErrorHandling(app);
  registerInputHygiene(app);
  await registerSecurityHeaders(app, { googleSignIn: Boolean(config.googleClientId) });
  await registerCompression(app);
  registerAuthGuard(app, {
    db: database.db,
    keys: app.deps.sessionKeys,
    failures: config.rateLimits
      ? failureCounter({ ...AUTH_FAILURES, redis, prefix: "meetup-authfail:" })
      : null,
  });
  await registerRateLimits(app, { enabled: config.rateLimits, redis });
  await app.register(multipart, {
    limits: {
      fileSize: LIMITS.imageMaxBytes,
      files: LIMITS.profileImagesMax + 1,
      parts: 60,
      fields: 40,
      fieldSize: 64 * 1024,
    },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: "Meetup API", version: "1.0.0" },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      security: [{ bearer: [] }],
    },
    transform: openApiTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(
    async (api) => {
      await api.register(realtimeRoutes(hub));
      for (const routes of featureRoutes) await api.register(routes);
      if (clock) await api.register(testClockRoutes(clock));
    },
    { prefix: "/api" },
  );
  if (devIdpKeys) {
    await app.register(devIdpRoutes(devIdpKeys), { prefix: "/dev-idp" });
    app.log.warn(
      { devIdpPublic: config.devIdpPublic },
      `DEVELOPMENT SIGN-IN IS ON (no GOOGLE_CLIENT_ID): /dev-idp signs anyone in as any member, admins included. ${
        config.devIdpPublic
          ? "DEV_IDP_PUBLIC=1 opens it to every machine that reaches this server."
          : "It answers only requests from this machine (DEV_IDP_PUBLIC=1 opens it)."
      }`,
    );
  }
  registerUploadsRoute(app, app.deps.storage);
  registerMetricsRoute(app, metrics, config.metrics.token);
  const ownPort = app.deps.metricsServer;
  if (ownPort) {
    const { port, host } = config.metrics;
    app.addHook("onReady", async () => void (await ownPort.listen({ port, host })));
  }
  await registerWebApp(app, config.webDir);
  if (config.jobsWorker)
    app.addHook("onReady", async () => {
      // Today's pruning of old done jobs (queued once whichever instance starts first).
      await enqueue(database.db, pruneJob(new Date()));
      // Today's pruning of expired data copies and of old flags against deleted members (ADR 0025).
      await enqueue(database.db, myDataPruneJob(new Date()));
      jobs.start();
    });
  if (!config.smtpUrl && config.env === "production") {
    app.log.warn("SMTP_URL is unset: emails are written to the log, not sent.");
  }
  return app;
}

// Pictures stored as files before they lived in the database (ADR 0018) are imported once.
async function importUploads(app: FastifyInstance): Promise<void> {
  const { config, db, storage } = app.deps;
  const done = await importUploadFiles({ db, storage, dir: path.join(config.dataDir, "uploads") });
  if (!done) return;
  const { skipped, ...counts } = done;
  app.log.info({ ...counts, skipped: skipped.length }, "imported DATA_DIR/uploads into the images table");
  if (skipped.length)
    app.log.warn({ files: skipped.slice(0, 20) }, "uploads left out: not images the server made");
  if (done.moveFailed)
    app.log.warn(
      { code: done.moveFailed },
      "could not move DATA_DIR/uploads aside: it is read again next start",
    );
}
