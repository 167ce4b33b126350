import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorEnvelope } from "../../../shared/contracts/envelope";
import { getUserResponse, idParams } from "../../../shared/contracts/users";
import { ok } from "../../platform/envelope";
import { requireViewer } from "../auth/guard";
import { presentUser } from "./presenter";
import { viewProfile } from "./service";

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/users/:id",
    {
      schema: {
        tags: ["users"],
        summary: "A member's profile as the caller may see it",
        params: idParams,
        response: { 200: getUserResponse, 404: errorEnvelope },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const profile = await viewProfile({ db: app.deps.db, viewer, userId: request.params.id });
      return ok(presentUser(app.deps.storage, profile, viewer));
    },
  );
};
