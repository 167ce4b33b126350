import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorEnvelope } from "../../../shared/contracts/envelope";
import { messageResponse } from "../../../shared/contracts/events";
import { blockedListResponse, flagBody } from "../../../shared/contracts/people";
import { SAFETY_MESSAGES } from "../../../shared/texts";
import { done, ok } from "../../platform/envelope";
import { RATE_LIMITS } from "../../platform/rate-limit";
import { requireViewer } from "../auth/guard";
import { presentBlockedMember } from "./presenter";
import { blockedBy, blockMember, flagMember, unblockMember } from "./service";

const userParams = z.object({ userId: z.string() });
const errors = { 400: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };

export const safetyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const tags = ["safety"];

  app.post(
    "/users/flag/:userId",
    {
      config: { rateLimit: RATE_LIMITS.flags },
      schema: {
        tags,
        summary: "Flag a member for the admins",
        params: userParams,
        body: flagBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const reporterId = requireViewer(request).userId;
      await flagMember({ db, reporterId, userId: request.params.userId, reason: request.body.reason });
      return done(SAFETY_MESSAGES.flagged);
    },
  );

  app.post(
    "/users/block/:userId",
    {
      schema: {
        tags,
        summary: "Block a member",
        params: userParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await blockMember({ db, blockerId: requireViewer(request).userId, userId: request.params.userId });
      return done(SAFETY_MESSAGES.blocked);
    },
  );

  app.delete(
    "/users/block/:userId",
    {
      schema: {
        tags,
        summary: "Lift a block you made",
        params: userParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await unblockMember({ db, blockerId: requireViewer(request).userId, userId: request.params.userId });
      return done(SAFETY_MESSAGES.unblocked);
    },
  );

  app.get(
    "/users/blocked",
    { schema: { tags, summary: "Members the caller blocked", response: { 200: blockedListResponse } } },
    async (request) => {
      const rows = await blockedBy({ db, blockerId: requireViewer(request).userId });
      return ok(rows.map((r) => presentBlockedMember(storage, r)));
    },
  );
};
