import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorEnvelope } from "../../../shared/contracts/envelope";
import { getUserResponse, idParams } from "../../../shared/contracts/users";
import { notFound } from "../../platform/errors";
import { isUuid } from "../../platform/ids";
import { requireViewer } from "../auth/guard";
import { presentUser } from "./presenter";
import { getUserProfile } from "./service";

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
      const { id } = request.params;
      const profile = isUuid(id) ? await getUserProfile({ db: app.deps.db, userId: id, viewer }) : null;
      if (!profile) throw notFound("We could not find that member.");
      return { success: true as const, data: presentUser(app.deps.storage, profile, viewer) };
    },
  );
};
