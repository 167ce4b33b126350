import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as endpoints from "../../../shared/endpoints/share-card";
import { ok } from "../../platform/envelope";
import { route } from "../../platform/route";
import { presentPreview } from "./presenter";
import { eventPreview } from "./service";

// A link worth sharing (issue 27 item 5, ADR 0031): what the sign-in screen shows of the experience
// a visitor was invited to. No account; like every public read, not limited by address (ADR 0048):
// many phones share one.
export const shareCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;

  route(app, endpoints.eventPreview, {
    tags: ["share"],
    config: { public: true },
    handler: async (request) =>
      ok(presentPreview(storage, await eventPreview({ db, eventId: request.params.id }))),
  });
};
