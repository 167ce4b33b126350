import { z } from "zod";
import { feedbackBody, rateBody } from "../contracts/chat";
import { messageResponse } from "../contracts/events";
import {
  flagReviewBody,
  resolveReviewBody,
  reviewFlagsResponse,
  reviewsQuery,
  reviewsResponse,
} from "../contracts/reviews";
import { REVIEW_FLAG_MESSAGES } from "../texts";
import { endpoint } from "./endpoint";
import { eventIdParams, memberIdParams, REFUSALS, uuidParam } from "./params";

/** A review, by its id; a malformed one is not found, as an unknown or hidden one. */
const reviewIdParams = z.object({ id: uuidParam(REVIEW_FLAG_MESSAGES.notFound) });

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

// Reviews people can read (issue 27 item 6): newest first, hidden ones never.
export const eventReviews = endpoint({
  method: "GET",
  path: "/events/:id/reviews",
  summary: "Reviews of one experience, newest first",
  params: eventIdParams,
  query: reviewsQuery,
  response: reviewsResponse,
  errors: [404],
});

export const hostReviews = endpoint({
  method: "GET",
  path: "/users/:id/reviews",
  summary: "Reviews of every experience a member hosted, newest first",
  params: memberIdParams,
  query: reviewsQuery,
  response: reviewsResponse,
  errors: [404],
});

export const flagReview = endpoint({
  method: "POST",
  path: "/reviews/:id/flag",
  summary: "Report a review to the admins",
  params: reviewIdParams,
  body: flagReviewBody,
  response: messageResponse,
  errors: REFUSALS,
});

// Under /admin, so the admin plugin guards them.
export const reviewFlags = endpoint({
  method: "GET",
  path: "/admin/reviews/flags",
  summary: "Reviews with open reports, oldest report first",
  response: reviewFlagsResponse,
  errors: [403],
});

export const resolveReviewFlags = endpoint({
  method: "POST",
  path: "/admin/reviews/:id/resolve",
  summary: "Keep or hide a reported review, closing its open reports",
  params: reviewIdParams,
  body: resolveReviewBody,
  response: messageResponse,
  errors: REFUSALS,
});
