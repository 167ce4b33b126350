import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorEnvelope } from "../../../shared/contracts/envelope";
import { messageResponse } from "../../../shared/contracts/events";
import { blockedListResponse, flagBody } from "../../../shared/contracts/people";
import { RATE_LIMITS } from "../../platform/rate-limit";
import { imageUrl } from "../../platform/storage";
import { requireViewer } from "../auth/guard";
import { SAFETY_MESSAGES } from "./messages";
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
      await flagMember(db, requireViewer(request).userId, request.params.userId, request.body.reason);
      return { success: true as const, message: SAFETY_MESSAGES.flagged, data: null };
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
      await blockMember(db, requireViewer(request).userId, request.params.userId);
      return { success: true as const, message: SAFETY_MESSAGES.blocked, data: null };
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
      await unblockMember(db, requireViewer(request).userId, request.params.userId);
      return { success: true as const, message: SAFETY_MESSAGES.unblocked, data: null };
    },
  );

  app.get(
    "/users/blocked",
    { schema: { tags, summary: "Members the caller blocked", response: { 200: blockedListResponse } } },
    async (request) => {
      const rows = await blockedBy(db, requireViewer(request).userId);
      return {
        success: true as const,
        data: rows.map((r) => ({ _id: r.id, name: r.name, avatar: imageUrl(storage, r.avatar) })),
      };
    },
  );
};
