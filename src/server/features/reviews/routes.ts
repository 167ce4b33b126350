import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as endpoints from "../../../shared/endpoints/reviews";
import { MESSAGES, REVIEW_FLAG_MESSAGES } from "../../../shared/texts";
import { done, okPage } from "../../platform/envelope";
import { RATE_LIMITS } from "../../platform/rate-limit";
import { route } from "../../platform/route";
import { requireViewer } from "../auth/guard";
import { flagReview } from "./flag-service";
import { presentReviewPage } from "./presenter";
import { eventReviews, hostReviews } from "./read-service";
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

  // Reviews people can read, and reporting one (issue 27 item 6).
  route(app, endpoints.eventReviews, {
    tags,
    handler: async (request) => {
      const viewer = requireViewer(request);
      const page = await eventReviews({ db, viewer, eventId: request.params.id, query: request.query });
      return okPage(presentReviewPage(viewer, page));
    },
  });

  route(app, endpoints.hostReviews, {
    tags,
    handler: async (request) => {
      const viewer = requireViewer(request);
      const page = await hostReviews({ db, viewer, hostId: request.params.id, query: request.query });
      return okPage(presentReviewPage(viewer, page));
    },
  });

  route(app, endpoints.flagReview, {
    tags,
    config: { rateLimit: RATE_LIMITS.flags },
    handler: async (request) => {
      const viewer = requireViewer(request);
      await flagReview({ db, viewer, reviewId: request.params.id, reason: request.body.reason });
      return done(REVIEW_FLAG_MESSAGES.flagged);
    },
  });
};
