import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MESSAGES } from "../../../shared/texts";
import { failed, ok } from "../../platform/envelope";

const presentHealth = (database: string) => ({ status: "ok" as const, database });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      config: { public: true, rateLimit: false },
      schema: {
        tags: ["health"],
        summary: "Liveness and database check",
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({ status: z.literal("ok"), database: z.string() }),
          }),
          503: z.object({ success: z.literal(false), message: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await app.deps.database.ping();
      } catch {
        return reply.status(503).send(failed(MESSAGES.databaseUnavailable));
      }
      return ok(presentHealth(app.deps.database.kind));
    },
  );
};
