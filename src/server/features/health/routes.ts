import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as endpoints from "../../../shared/endpoints/health";
import { MESSAGES } from "../../../shared/texts";
import { failed, ok } from "../../platform/envelope";
import { route } from "../../platform/route";
import { presentHealth, presentReadiness, readinessFailures } from "./presenter";
import { checkReadiness } from "./service";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.health, {
    tags: ["health"],
    config: { public: true, rateLimit: false },
    handler: async (_request, reply) => {
      try {
        await app.deps.database.ping();
      } catch {
        return reply.status(503).send(failed(MESSAGES.databaseUnavailable));
      }
      return ok(presentHealth(app.deps.database.kind));
    },
  });

  route(app, endpoints.ready, {
    tags: ["health"],
    config: { public: true, rateLimit: false },
    handler: async (_request, reply) => {
      // From the first moment of a graceful shutdown: a balancer that asks sends nothing more here.
      if (app.deps.lifecycle.draining)
        return reply.status(503).send(failed(MESSAGES.notReady([MESSAGES.readinessShuttingDown])));
      const readiness = await checkReadiness({ database: app.deps.database, redis: app.deps.redis });
      const failures = readinessFailures(readiness);
      if (failures.length > 0) return reply.status(503).send(failed(MESSAGES.notReady(failures)));
      return ok(presentReadiness(app.deps.database.kind, readiness));
    },
  });
};
