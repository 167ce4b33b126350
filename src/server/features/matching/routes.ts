import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as endpoints from "../../../shared/endpoints/matching";
import { ok, okPage } from "../../platform/envelope";
import { route } from "../../platform/route";
import { requireViewer } from "../auth/guard";
import { presentCompatibility, presentMatchedUser, presentMatchPage } from "./presenter";
import { compatibilityWith, matchedProfile, rankMatches } from "./service";

export const matchingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, memberIndex: index } = app.deps;
  const tags = ["matching"];

  route(app, endpoints.listMatches, {
    tags,
    handler: async (request) => {
      const viewerId = requireViewer(request).userId;
      const offset = request.query.cursor ?? 0;
      const page = await rankMatches({ db, index, viewerId, offset, limit: request.query.limit });
      return okPage(presentMatchPage(storage, page, offset));
    },
  });

  route(app, endpoints.compatibility, {
    tags,
    handler: async (request) => {
      const viewerId = requireViewer(request).userId;
      const { score } = await compatibilityWith({ db, index, viewerId, otherId: request.params.userId });
      return ok(presentCompatibility(score));
    },
  });

  route(app, endpoints.matchedUser, {
    tags,
    handler: async (request) => {
      const viewer = requireViewer(request);
      const matched = await matchedProfile({ db, index, viewer, otherId: request.params.userId });
      return ok(presentMatchedUser(storage, viewer, matched));
    },
  });
};
