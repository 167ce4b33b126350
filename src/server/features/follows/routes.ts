import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as endpoints from "../../../shared/endpoints/follows";
import { ok } from "../../platform/envelope";
import { route } from "../../platform/route";
import { requireViewer } from "../auth/guard";
import { followMember, unfollowMember } from "./service";

export const followRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ["follows"];

  route(app, endpoints.followMember, {
    tags,
    handler: async (request) =>
      ok(await followMember({ db, viewer: requireViewer(request), userId: request.params.id })),
  });

  route(app, endpoints.unfollowMember, {
    tags,
    handler: async (request) =>
      ok(await unfollowMember({ db, viewer: requireViewer(request), userId: request.params.id })),
  });
};
