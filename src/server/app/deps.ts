import type { FastifyInstance } from "fastify";
import type { Config } from "../config";
import type { Database, Db } from "../db/client";
import { googleVerifier, type IdTokenVerifier } from "../features/auth/id-token-verifier";
import { SessionCache } from "../features/auth/session-cache";
import type { SessionKeys } from "../features/auth/session-keys";
import { devVerifier } from "../features/dev-idp/issuer";
import { createMemberIndex, type MemberIndex } from "../features/matching/member-index";
import { createHub, type Hub } from "../features/realtime/hub";
import { cachedStorage } from "../platform/cached-storage";
import { type Clock, type ShiftableClock, shiftableClock, systemClock } from "../platform/clock";
import { databaseStorage } from "../platform/database-storage";
import { type DomainEvents, domainEvents } from "../platform/events/outbox";
import type { Lifecycle } from "../platform/graceful-shutdown";
import { queueDepth } from "../platform/jobs/queue";
import { createWorker, type PollingWorker } from "../platform/jobs/worker";
import { type DevMailer, devMailer, logMailer, type Mailer, smtpMailer } from "../platform/mail";
import { type AppMetrics, createMetrics } from "../platform/metrics";
import { metricsServer } from "../platform/metrics-http";
import { type PhotoLinks, photoLinks } from "../platform/photo-links";
import { localPresence, redisPresence } from "../platform/presence";
import { type Bus, type BusOptions, describeDropped, localBus, redisBus } from "../platform/realtime-bus";
import { type Realtime, type RealtimeEvent, realtimeEvent } from "../platform/realtime-events";
import { connectRedis, type RedisConnections } from "../platform/redis";
import { type DevSmsSender, devSmsSender, httpSmsSender, noSmsSender, type SmsSender } from "../platform/sms";
import type { Storage } from "../platform/storage";
import type { AppKeys } from "../signing-keys";
import { appSubscribers } from "../subscribers";
import { jobHandlers } from "./jobs";

export type AppDeps = {
  config: Config;
  database: Database;
  db: Db;
  storage: Storage;
  // Signed, short-lived addresses of chat photos (issue 41 item 6): /uploads never serves them.
  photoLinks: PhotoLinks;
  // Our access tokens' keys (SESSION_SECRET, or the database's with rotation).
  sessionKeys: SessionKeys;
  // Tokens this process resolved lately (ADR 0038); revocations on the realtime bus clear them.
  sessions: SessionCache;
  // Unsubscribe links' key: never rotated, since emailed links must keep working (ADR 0004).
  unsubscribeKey: Uint8Array;
  // Shared rate limits, realtime fan-out and presence between instances (REDIS_URL); while it is
  // away each instance serves from its own view (ADR 0048).
  redis: RedisConnections | undefined;
  // Google in production; the development issuer when no Google client id is configured.
  idTokens: IdTokenVerifier;
  // Members' answers in memory for ranking; reloaded when the members counter moves.
  memberIndex: MemberIndex;
  // Pushes to members' sockets, in this process and (through Redis) in every other.
  realtime: Realtime;
  // SMTP, or the log when SMTP_URL is unset.
  mailer: Mailer;
  // Without SMTP outside production: the loopback-only /dev-mail page shows what was "sent" (ADR 0045).
  devMail: DevMailer | undefined;
  // The SMS provider (SMS_URL), the development stand-in, or none in production without it (ADR 0041).
  sms: SmsSender;
  // The development stand-in when it runs: the loopback-only /dev-sms page shows what it "sent".
  devSms: DevSmsSender | undefined;
  // The time rules read (the job worker's clock: the system's, or a test server's shifted one).
  clock: Clock;
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

export type BuiltDeps = {
  deps: AppDeps;
  // The sockets' hub: the realtime route serves it, and shutdown closes it first.
  hub: Hub;
  // The job worker's clock when a test server's admin may run it ahead (TEST_CLOCK); its routes
  // are served then.
  clock: ShiftableClock | undefined;
  // Closes what the deps hold open, when the app closes (after the worker has stopped).
  close(): Promise<void>;
};

// Every dependency of the app, built in the order they need each other: the connections, the
// realtime bus and hub, storage, mail, the realtime publisher, domain events, the job worker.
// `app` gives them its log and its sockets; it gets them as `app.deps`.
export async function buildDeps(
  app: FastifyInstance,
  config: Config,
  { database, ownsDatabase, keys }: { database: Database; ownsDatabase: boolean; keys: AppKeys },
): Promise<BuiltDeps> {
  // Without Redis at start the app starts all the same, says why in one line and connects when it
  // can; an outage later is said once too, and its end (ADR 0048).
  const redis = config.redisUrl
    ? connectRedis(config.redisUrl, {
        onDown: (reason) =>
          app.log.warn(
            { reason },
            "Redis unreachable, serving degraded: rate limits let requests through, realtime events and presence are this instance's own; retrying",
          ),
        onUp: () =>
          app.log.info("Redis reachable again: limits, realtime events and presence are shared again"),
      })
    : undefined;
  await redis?.settled;

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
  const bus: Bus<RealtimeEvent> = redis
    ? await redisBus(redis, realtimeEvent, (error) => app.log.error(error, "realtime bus"), busOptions)
    : localBus(busOptions);
  // With Redis, every instance sees which members have the app open on any of them.
  const presence = redis
    ? redisPresence(redis.commands, { onError: (error) => app.log.error(error, "presence") })
    : localPresence();
  const hub = createHub(database.db, (error) => app.log.error(error, "realtime delivery"), presence);
  const storage = cachedStorage(databaseStorage(database.db), config.imageCacheBytes);
  const sessions = new SessionCache();
  bus.subscribe((event) => {
    // Pictures deleted through any instance leave this one's memory too (ADR 0018).
    if (event.type === "images-deleted") storage.forget(event.keys);
    else {
      // A session ended or a member banned through any instance: their tokens stop here too.
      sessions.forgetOn(event);
      void hub.deliver(event);
    }
  });

  const devMail =
    !config.smtpUrl && config.env !== "production"
      ? devMailer(
          (line, message) => app.log.info(line, message),
          () => (clock ?? systemClock).now(),
        )
      : undefined;
  const mailer = config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : (devMail ?? logMailer((line, message) => app.log.info(line, message)));
  const devSms =
    !config.sms.url && config.env !== "production"
      ? devSmsSender(
          (line, message) => app.log.info(line, message),
          () => (clock ?? systemClock).now(),
        )
      : undefined;
  const sms = config.sms.url ? httpSmsSender(config.sms.url, config.sms.token!) : (devSms ?? noSmsSender);
  // Defined before the domain events, whose subscribers publish through it; it wakes the worker in
  // turn (a notification's frame leaves after delivery's subscriber queued its push or email).
  const realtime: Realtime = {
    publish: (event) => {
      // A notification or direct message is published after the commit that queued its push or
      // email (src/server/subscribers.ts orders them so): the worker looks now, not at its next poll.
      if (event.type === "notification" || event.type === "direct-message") jobs.wake();
      // Deleted pictures and revoked sessions are forgotten here before the publisher answers; the
      // bus tells the others.
      if (event.type === "images-deleted") storage.forget(event.keys);
      sessions.forgetOn(event);
      return bus.publish(event).catch((error) => app.log.error(error, "realtime publish"));
    },
    openSockets: () => hub.openSockets(),
    isConnected: (userId) => hub.isConnected(userId),
  };
  // The job worker's clock: the system's, or one a test server's admin may run ahead (TEST_CLOCK).
  const clock = config.testClock ? shiftableClock() : undefined;
  const now = (clock ?? systemClock).now;
  const events = domainEvents({
    db: database.db,
    realtime,
    subscribers: appSubscribers({ quietByDefault: config.defaultQuietHours }),
    now,
    onError: (error, event) =>
      app.log.error({ err: error, eventId: event.id, type: event.type }, "domain event: retried later"),
  });
  // Before the worker: the weekly digest's job ranks with it, as the routes do.
  const memberIndex = createMemberIndex(database.db);
  const jobs = createWorker({
    db: database.db,
    now,
    handlers: jobHandlers({
      config,
      db: database.db,
      mailer,
      sms,
      unsubscribeKey: keys.unsubscribe,
      events,
      memberIndex,
      now,
    }),
    onError: (error, job) => app.log.error({ err: error, jobId: job?.id, kind: job?.kind }, "job worker"),
    onFailed: (job, error) =>
      app.log.error({ err: error, jobId: job.id, kind: job.kind, attempts: job.attempts }, "job failed"),
  });

  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    storage,
    photoLinks: photoLinks(keys.unsubscribe, clock ?? systemClock),
    sessionKeys: keys.session,
    sessions,
    unsubscribeKey: keys.unsubscribe,
    redis,
    idTokens: keys.devIdp ? devVerifier(keys.devIdp) : googleVerifier(config.googleClientId!),
    memberIndex,
    realtime,
    mailer,
    devMail,
    sms,
    devSms,
    clock: clock ?? systemClock,
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
  };
  return {
    deps,
    hub,
    clock,
    close: async () => {
      await deps.metricsServer?.close();
      mailer.close();
      await presence.close();
      await bus.close();
      if (ownsDatabase) await database.close();
      redis?.close();
    },
  };
}
