import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorEnvelope } from "../../../shared/contracts/envelope";
import {
  compatibilityResponse,
  matchedUserResponse,
  matchesResponse,
  matchingQuery,
} from "../../../shared/contracts/people";
import { ok, okPage } from "../../platform/envelope";
import { requireViewer } from "../auth/guard";
import { presentCompatibility, presentMatchedUser, presentMatchPage } from "./presenter";
import { compatibilityWith, matchedProfile, rankMatches } from "./service";

const userParams = z.object({ userId: z.string() });

export const matchingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, memberIndex: index } = app.deps;
  const tags = ["matching"];

  app.get(
    "/matching",
    {
      schema: {
        tags,
        summary: "Members ranked by compatibility with the caller",
        querystring: matchingQuery,
        response: { 200: matchesResponse },
      },
    },
    async (request) => {
      const viewerId = requireViewer(request).userId;
      const offset = request.query.cursor ?? 0;
      const page = await rankMatches({ db, index, viewerId, offset, limit: request.query.limit });
      return okPage(presentMatchPage(storage, page, offset));
    },
  );

  app.get(
    "/matching/compatibility/:userId",
    {
      schema: {
        tags,
        summary: "The caller's compatibility with one member",
        params: userParams,
        response: { 200: compatibilityResponse, 404: errorEnvelope },
      },
    },
    async (request) => {
      const viewerId = requireViewer(request).userId;
      const { score } = await compatibilityWith({ db, index, viewerId, otherId: request.params.userId });
      return ok(presentCompatibility(score));
    },
  );

  app.get(
    "/matching/:userId",
    {
      schema: {
        tags,
        summary: "A member's profile with the match percent and why",
        params: userParams,
        response: { 200: matchedUserResponse, 404: errorEnvelope },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const matched = await matchedProfile({ db, index, viewer, otherId: request.params.userId });
      return ok(presentMatchedUser(storage, viewer, matched));
    },
  );
};
