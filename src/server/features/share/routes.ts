import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as endpoints from "../../../shared/endpoints/share";
import { SHARE_MESSAGES } from "../../../shared/texts";
import { done, ok, okWithMessage } from "../../platform/envelope";
import { route } from "../../platform/route";
import { requireViewer } from "../auth/guard";
import { presentCreatedLink, presentMySafety, presentSharedExperience } from "./presenter";
import { checkIn, createShareLink, mySafety, revokeShareLink, sharedExperience } from "./service";

// A safety contact (issue 15, ADR 0024): the member's link and check-in, and the contact's page.
export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const tags = ["share"];

  // The member and the experience the path names: what every use case of their safety card takes.
  const mine = (request: FastifyRequest & { params: { eventId: string } }) => ({
    db,
    viewer: requireViewer(request),
    eventId: request.params.eventId,
  });

  route(app, endpoints.mySafety, {
    tags,
    handler: async (request) => ok(presentMySafety(await mySafety(mine(request)))),
  });

  route(app, endpoints.createShareLink, {
    tags,
    handler: async (request) => ok(presentCreatedLink(await createShareLink(mine(request)))),
  });

  route(app, endpoints.revokeShareLink, {
    tags,
    handler: async (request) => {
      await revokeShareLink({ db, viewer: requireViewer(request), linkId: request.params.linkId });
      return done(SHARE_MESSAGES.linkRevoked);
    },
  });

  // Check-in, one step a tap: where the member is now, and the card as it stands after.
  for (const [endpoint, step, message] of [
    [endpoints.checkInArrived, "arrived", SHARE_MESSAGES.arrived],
    [endpoints.checkInHomeSafe, "home_safe", SHARE_MESSAGES.homeSafe],
  ] as const) {
    route(app, endpoint, {
      tags,
      handler: async (request) =>
        okWithMessage(message, presentMySafety(await checkIn({ ...mine(request), step }))),
    });
  }

  // No account: the token is the only key. Links that open nothing are counted against the address
  // (ADR 0048); never stored by a cache, never indexed.
  route(app, endpoints.sharedExperience, {
    tags,
    config: { public: true },
    handler: async (request, reply) => {
      reply.header("Cache-Control", "no-store").header("X-Robots-Tag", "noindex, nofollow");
      const row = await sharedExperience({ db, token: request.params.token });
      return ok(presentSharedExperience(storage, row));
    },
  });
};
