import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { feedbackBody, rateBody } from "../../../shared/contracts/chat";
import { errorEnvelope } from "../../../shared/contracts/envelope";
import { messageResponse } from "../../../shared/contracts/events";
import { MESSAGES } from "../../../shared/texts";
import { done } from "../../platform/envelope";
import { requireViewer } from "../auth/guard";
import { writeReview } from "./service";

const idParams = z.object({ id: z.string() });
const errors = { 400: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };

// Both paths of SPEC 7 write the same review.
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ["reviews"];

  app.post(
    "/review/:id/post",
    {
      schema: {
        tags,
        summary: "Share your experience (feedback form)",
        params: idParams,
        body: feedbackBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const { rating, review, eventOccured } = request.body;
      const input = {
        stars: rating,
        text: review,
        ...(eventOccured === undefined ? {} : { occurred: eventOccured }),
      };
      await writeReview({ db, viewer: requireViewer(request), eventId: request.params.id, input });
      return done(MESSAGES.reviewThanks);
    },
  );

  app.post(
    "/events/rate/:id",
    {
      schema: {
        tags,
        summary: "Rate an experience",
        params: idParams,
        body: rateBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const input = { stars: request.body.stars, text: request.body.reviewText };
      await writeReview({ db, viewer: requireViewer(request), eventId: request.params.id, input });
      return done(MESSAGES.reviewThanks);
    },
  );
};
