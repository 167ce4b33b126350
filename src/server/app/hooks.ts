import multipart from "@fastify/multipart";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { LIMITS } from "../../shared/limits";
import { registerAuthGuard } from "../features/auth/guard";
import { registerCompression } from "../platform/compression";
import { registerDrainingRefusals } from "../platform/draining";
import { registerErrorHandling } from "../platform/errors";
import { appName } from "../platform/i18n/words";
import { registerInputHygiene } from "../platform/input-hygiene";
import { registerRequestMetrics } from "../platform/metrics-http";
import { openApiTransform } from "../platform/openapi";
import { registerRateLimits } from "../platform/rate-limit";
import { registerRequestIdHeader } from "../platform/request-id";
import { registerSecurityHeaders } from "../platform/security";

// The cross-cutting hooks and plugins, before any route: hooks of one kind run in the order they are
// added, and swagger documents only the routes registered after it.
export async function registerHooks(app: FastifyInstance): Promise<void> {
  const { config, db, redis, metrics, sessionKeys, sessions } = app.deps;
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
  // Member limits run after the auth guard (a preHandler of each route); the budgets of refusals per
  // address are the error handler's to apply.
  const failures = await registerRateLimits(app, { enabled: config.rateLimits, redis: redis?.commands });
  registerErrorHandling(app, failures);
  registerInputHygiene(app);
  await registerSecurityHeaders(app, { googleSignIn: Boolean(config.googleClientId) });
  await registerCompression(app);
  registerAuthGuard(app, { db, keys: sessionKeys, cache: sessions });
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
      info: { title: `${appName()} API`, version: "1.0.0" },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      security: [{ bearer: [] }],
    },
    transform: openApiTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
}
