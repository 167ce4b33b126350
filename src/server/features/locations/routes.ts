import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listLocationsResponse } from "../../../shared/contracts/locations";
import { ok } from "../../platform/envelope";
import { presentLocation } from "./presenter";
import { listLocations } from "./service";

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/location",
    {
      schema: {
        tags: ["locations"],
        summary: "States of India with their cities",
        response: { 200: listLocationsResponse },
      },
    },
    async () => {
      const rows = await listLocations({ db: app.deps.db });
      return ok(rows.map(presentLocation));
    },
  );
};
