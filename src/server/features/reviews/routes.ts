import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { feedbackBody, rateBody } from "../../../shared/contracts/chat";
import { errorEnvelope } from "../../../shared/contracts/envelope";
import { messageResponse } from "../../../shared/contracts/events";
import { MESSAGES } from "../../../shared/messages";
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
      await writeReview(db, requireViewer(request), request.params.id, {
        stars: rating,
        text: review,
        ...(eventOccured === undefined ? {} : { occurred: eventOccured }),
      });
      return { success: true as const, message: MESSAGES.reviewThanks, data: null };
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
      await writeReview(db, requireViewer(request), request.params.id, {
        stars: request.body.stars,
        text: request.body.reviewText,
      });
      return { success: true as const, message: MESSAGES.reviewThanks, data: null };
    },
  );
};
