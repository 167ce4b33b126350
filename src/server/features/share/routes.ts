import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as endpoints from "../../../shared/endpoints/share";
import { SHARE_MESSAGES } from "../../../shared/texts";
import { done, ok, okWithMessage } from "../../platform/envelope";
import { RATE_LIMITS } from "../../platform/rate-limit";
import { route } from "../../platform/route";
import { requireViewer } from "../auth/guard";
import { presentCreatedLink, presentMySafety, presentSharedExperience } from "./presenter";
import { checkIn, createShareLink, mySafety, revokeShareLink, sharedExperience } from "./service";

// A safety contact (issue 15, ADR 0024): the member's link and check-in, and the contact's page.
export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const tags = ["share"];

  route(app, endpoints.mySafety, {
    tags,
    handler: async (request) => {
      const row = await mySafety({ db, viewer: requireViewer(request), eventId: request.params.eventId });
      return ok(presentMySafety(row));
    },
  });

  route(app, endpoints.createShareLink, {
    tags,
    handler: async (request) => {
      const created = await createShareLink({
        db,
        viewer: requireViewer(request),
        eventId: request.params.eventId,
      });
      return ok(presentCreatedLink(created));
    },
  });

  route(app, endpoints.revokeShareLink, {
    tags,
    handler: async (request) => {
      await revokeShareLink({ db, viewer: requireViewer(request), linkId: request.params.linkId });
      return done(SHARE_MESSAGES.linkRevoked);
    },
  });

  route(app, endpoints.checkInArrived, {
    tags,
    handler: async (request) => {
      const row = await checkIn({
        db,
        viewer: requireViewer(request),
        eventId: request.params.eventId,
        step: "arrived",
      });
      return okWithMessage(SHARE_MESSAGES.arrived, presentMySafety(row));
    },
  });

  route(app, endpoints.checkInHomeSafe, {
    tags,
    handler: async (request) => {
      const row = await checkIn({
        db,
        viewer: requireViewer(request),
        eventId: request.params.eventId,
        step: "home_safe",
      });
      return okWithMessage(SHARE_MESSAGES.homeSafe, presentMySafety(row));
    },
  });

  // No account: the token is the only key. Limited per address like the other public routes, never
  // stored by a cache, never indexed.
  route(app, endpoints.sharedExperience, {
    tags,
    config: { public: true, rateLimit: RATE_LIMITS.shareLinks },
    handler: async (request, reply) => {
      reply.header("Cache-Control", "no-store").header("X-Robots-Tag", "noindex, nofollow");
      const row = await sharedExperience({ db, token: request.params.token });
      return ok(presentSharedExperience(storage, row));
    },
  });
};
