import { z } from "zod";
import { feedbackBody, rateBody } from "../contracts/chat";
import { messageResponse } from "../contracts/events";
import { endpoint } from "./endpoint";

const idParams = z.object({ id: z.string() });
const refusals = [400, 403, 404, 409] as const;

// Both paths of SPEC 7 write the same review.
export const postFeedback = endpoint({
  method: "POST",
  path: "/review/:id/post",
  summary: "Share your experience (feedback form)",
  params: idParams,
  body: feedbackBody,
  response: messageResponse,
  errors: refusals,
});

export const rateEvent = endpoint({
  method: "POST",
  path: "/events/rate/:id",
  summary: "Rate an experience",
  params: idParams,
  body: rateBody,
  response: messageResponse,
  errors: refusals,
});
