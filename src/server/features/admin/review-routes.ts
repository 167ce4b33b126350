import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as endpoints from "../../../shared/endpoints/reviews";
import { REVIEW_FLAG_MESSAGES } from "../../../shared/texts";
import { done, ok } from "../../platform/envelope";
import { route } from "../../platform/route";
import { openReviewFlags, resolveReviewFlags } from "../reviews/flag-service";
import { presentReviewFlagEntry } from "../reviews/presenter";

// Reported reviews for admins (issue 27 item 6; the admin guard runs in the parent plugin).
export const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, events } = app.deps;
  const tags = ["admin"];

  route(app, endpoints.reviewFlags, {
    tags,
    handler: async () => ok((await openReviewFlags({ db })).map((g) => presentReviewFlagEntry(storage, g))),
  });

  route(app, endpoints.resolveReviewFlags, {
    tags,
    handler: async (request) => {
      const decision = await resolveReviewFlags({
        db,
        events,
        adminId: request.viewer!.userId,
        reviewId: request.params.id,
        decision: request.body.decision,
      });
      return done(decision === "hide" ? REVIEW_FLAG_MESSAGES.hidden : REVIEW_FLAG_MESSAGES.kept);
    },
  });
};
