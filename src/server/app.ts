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
import { secretKey } from "./features/auth/access-token";
import { AUTH_FAILURES, registerAuthGuard } from "./features/auth/guard";
import { googleVerifier, type IdTokenVerifier } from "./features/auth/id-token-verifier";
import { authRoutes } from "./features/auth/routes";
import { chatRoutes } from "./features/chat/routes";
import { devVerifier } from "./features/dev-idp/issuer";
import { loadDevIdpKeys } from "./features/dev-idp/keys";
import { devIdpRoutes } from "./features/dev-idp/routes";
import { eventRoutes } from "./features/events/routes";
import { healthRoutes } from "./features/health/routes";
import { inboxRoutes } from "./features/inbox/routes";
import { locationRoutes } from "./features/locations/routes";
import { createMemberIndex, type MemberIndex } from "./features/matching/member-index";
import { matchingRoutes } from "./features/matching/routes";
import { onboardingRoutes } from "./features/onboarding/routes";
import { createHub } from "./features/realtime/hub";
import { realtimeRoutes } from "./features/realtime/routes";
import { reviewRoutes } from "./features/reviews/routes";
import { safetyRoutes } from "./features/safety/routes";
import { userRoutes } from "./features/users/routes";
import { registerCompression } from "./platform/compression";
import { registerErrorHandling } from "./platform/errors";
import { failureCounter } from "./platform/failure-counter";
import { registerInputHygiene } from "./platform/input-hygiene";
import { loggerOptions } from "./platform/logging";
import { openApiTransform } from "./platform/openapi";
import { registerRateLimits } from "./platform/rate-limit";
import { type Bus, localBus, redisBus } from "./platform/realtime-bus";
import type { Realtime, RealtimeEvent } from "./platform/realtime-events";
import { registerSecurityHeaders } from "./platform/security";
import { applySlowClientLimits } from "./platform/slow-clients";
import { localStorage, type Storage } from "./platform/storage";
import { registerUploadsRoute } from "./platform/uploads-route";
import { registerWebApp } from "./platform/web-app";

export type AppDeps = {
  config: Config;
  database: Database;
  db: Db;
  storage: Storage;
  key: Uint8Array;
  redis: Redis | undefined;
  // Google in production; the development issuer when no Google client id is configured.
  idTokens: IdTokenVerifier;
  // Members' answers in memory for ranking; reloaded when the members counter moves.
  memberIndex: MemberIndex;
  // Pushes to members' sockets, in this process and (through Redis) in every other.
  realtime: Realtime;
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
  eventRoutes,
  matchingRoutes,
  safetyRoutes,
  chatRoutes,
  reviewRoutes,
  inboxRoutes,
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
  const devIdpKeys = config.googleClientId ? undefined : await loadDevIdpKeys(config.dataDir);
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
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestTimeout: config.requestTimeoutMs,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  // With Redis, events reach every process's sockets; without it, this process's only.
  const bus: Bus<RealtimeEvent> = config.redisUrl
    ? await redisBus(config.redisUrl, (error) => app.log.error(error, "realtime bus"))
    : localBus();
  const hub = createHub(database.db, (error) => app.log.error(error, "realtime delivery"));
  bus.subscribe((event) => void hub.deliver(event));

  applySlowClientLimits(app.server, config.requestTimeoutMs);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("deps", {
    config,
    database,
    db: database.db,
    storage: localStorage(path.join(config.dataDir, "uploads")),
    key: secretKey(config.sessionSecret),
    redis,
    idTokens: devIdpKeys ? devVerifier(devIdpKeys) : googleVerifier(config.googleClientId!),
    memberIndex: createMemberIndex(database.db),
    realtime: {
      publish: (event) => bus.publish(event).catch((error) => app.log.error(error, "realtime publish")),
      openSockets: () => hub.openSockets(),
    },
  });
  app.addHook("preClose", async () => hub.closeAll());
  app.addHook("onClose", async () => {
    await bus.close();
    if (ownsDatabase) await database.close();
    redis?.disconnect();
  });

  registerErrorHandling(app);
  registerInputHygiene(app);
  await registerSecurityHeaders(app, { googleSignIn: Boolean(config.googleClientId) });
  await registerCompression(app);
  registerAuthGuard(app, {
    db: database.db,
    key: app.deps.key,
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
  await registerWebApp(app, config.webDir);
  return app;
}
