import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listEventsResponse } from "../../../shared/contracts/events";
import { presentEvent } from "./presenter";
import { listDiscoverableEvents } from "./service";

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/events",
    {
      schema: {
        tags: ["events"],
        summary: "Approved experiences that are still to come",
        response: { 200: listEventsResponse },
      },
    },
    async () => {
      const items = await listDiscoverableEvents({ db: app.deps.db });
      return {
        success: true as const,
        data: items.map(({ row, averageRating }) => presentEvent(app.deps.storage, row, averageRating)),
      };
    },
  );
};
