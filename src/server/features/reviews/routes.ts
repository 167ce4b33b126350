import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as endpoints from "../../../shared/endpoints/reviews";
import { MESSAGES } from "../../../shared/texts";
import { done } from "../../platform/envelope";
import { route } from "../../platform/route";
import { requireViewer } from "../auth/guard";
import { writeReview } from "./service";

// Both paths of SPEC 7 write the same review.
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, events } = app.deps;
  const tags = ["reviews"];

  route(app, endpoints.postFeedback, {
    tags,
    handler: async (request) => {
      const { rating, review, eventOccured } = request.body;
      const input = {
        stars: rating,
        text: review,
        ...(eventOccured === undefined ? {} : { occurred: eventOccured }),
      };
      await writeReview({ db, events, viewer: requireViewer(request), eventId: request.params.id, input });
      return done(MESSAGES.reviewThanks);
    },
  });

  route(app, endpoints.rateEvent, {
    tags,
    handler: async (request) => {
      const input = { stars: request.body.stars, text: request.body.reviewText };
      await writeReview({ db, events, viewer: requireViewer(request), eventId: request.params.id, input });
      return done(MESSAGES.reviewThanks);
    },
  });
};
