import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorEnvelope } from "../../../shared/contracts/envelope";
import {
  compatibilityResponse,
  matchedUserResponse,
  matchesResponse,
  matchingQuery,
} from "../../../shared/contracts/people";
import { notFound } from "../../platform/errors";
import { requireViewer } from "../auth/guard";
import { presentUser } from "../users/presenter";
import { getUserProfile } from "../users/service";
import { presentPersonCard } from "./presenter";
import { compatibilityWith, MEMBER_NOT_FOUND, rankMatches } from "./service";

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
      const viewer = requireViewer(request);
      const offset = request.query.cursor ?? 0;
      const { items, total } = await rankMatches({
        db,
        index,
        viewerId: viewer.userId,
        offset,
        limit: request.query.limit,
      });
      const next = offset + items.length;
      return {
        success: true as const,
        data: items.map((i) => presentPersonCard(storage, i.member, i.score, i.why)),
        nextCursor: next < total ? String(next) : null,
        total,
      };
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
      const viewer = requireViewer(request);
      const { score } = await compatibilityWith({
        db,
        index,
        viewerId: viewer.userId,
        otherId: request.params.userId,
      });
      return { success: true as const, data: { compatibilityScore: score } };
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
      const { score, why } = await compatibilityWith({
        db,
        index,
        viewerId: viewer.userId,
        otherId: request.params.userId,
      });
      const profile = await getUserProfile({ db, userId: request.params.userId, viewer });
      if (!profile) throw notFound(MEMBER_NOT_FOUND);
      return {
        success: true as const,
        data: { ...presentUser(storage, profile, viewer), matchPercentage: score, whyYouMatch: why },
      };
    },
  );
};
