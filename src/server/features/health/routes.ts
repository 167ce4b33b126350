import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as endpoints from "../../../shared/endpoints/health";
import { MESSAGES } from "../../../shared/texts";
import { failed, ok } from "../../platform/envelope";
import { route } from "../../platform/route";

const presentHealth = (database: string) => ({ status: "ok" as const, database });

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
};
