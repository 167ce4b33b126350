import { feedbackBody, rateBody } from "../contracts/chat";
import { messageResponse } from "../contracts/events";
import { endpoint } from "./endpoint";
import { eventIdParams, REFUSALS } from "./params";

// Both paths of SPEC 7 write the same review.
export const postFeedback = endpoint({
  method: "POST",
  path: "/review/:id/post",
  summary: "Share your experience (feedback form)",
  params: eventIdParams,
  body: feedbackBody,
  response: messageResponse,
  errors: REFUSALS,
});

export const rateEvent = endpoint({
  method: "POST",
  path: "/events/rate/:id",
  summary: "Rate an experience",
  params: eventIdParams,
  body: rateBody,
  response: messageResponse,
  errors: REFUSALS,
});
