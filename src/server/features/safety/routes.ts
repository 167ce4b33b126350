import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as endpoints from "../../../shared/endpoints/safety";
import { SAFETY_MESSAGES } from "../../../shared/texts";
import { done, ok } from "../../platform/envelope";
import { RATE_LIMITS } from "../../platform/rate-limit";
import { route } from "../../platform/route";
import { requireViewer } from "../auth/guard";
import { presentBlockedMember } from "./presenter";
import { blockedBy, blockMember, flagMember, unblockMember } from "./service";

export const safetyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, events } = app.deps;
  const tags = ["safety"];

  route(app, endpoints.flagMember, {
    tags,
    config: { rateLimit: RATE_LIMITS.flags },
    handler: async (request) => {
      const reporterId = requireViewer(request).userId;
      await flagMember({ db, reporterId, userId: request.params.userId, reason: request.body.reason });
      return done(SAFETY_MESSAGES.flagged);
    },
  });

  route(app, endpoints.blockMember, {
    tags,
    handler: async (request) => {
      await blockMember({
        db,
        events,
        blockerId: requireViewer(request).userId,
        userId: request.params.userId,
      });
      return done(SAFETY_MESSAGES.blocked);
    },
  });

  route(app, endpoints.unblockMember, {
    tags,
    handler: async (request) => {
      await unblockMember({
        events,
        blockerId: requireViewer(request).userId,
        userId: request.params.userId,
      });
      return done(SAFETY_MESSAGES.unblocked);
    },
  });

  route(app, endpoints.blockedMembers, {
    tags,
    handler: async (request) => {
      const rows = await blockedBy({ db, blockerId: requireViewer(request).userId });
      return ok(rows.map((r) => presentBlockedMember(storage, r)));
    },
  });
};
