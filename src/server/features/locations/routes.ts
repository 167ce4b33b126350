import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as endpoints from "../../../shared/endpoints/locations";
import { ok } from "../../platform/envelope";
import { route } from "../../platform/route";
import { presentLocation } from "./presenter";
import { listLocations } from "./service";

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.listLocations, {
    tags: ["locations"],
    handler: async () => {
      const rows = await listLocations({ db: app.deps.db });
      return ok(rows.map(presentLocation));
    },
  });
};
