import { messageResponse } from "../contracts/events";
import {
  moderationCasesQuery,
  moderationCasesResponse,
  moderationCountsResponse,
  reportListingBody,
  resolveCaseBody,
} from "../contracts/moderation";
import { endpoint } from "./endpoint";
import { eventIdParams, REFUSALS } from "./params";

// The one moderation queue (issue 42 item 4, ADR 0043).

/** A member reports a listing (the fifth subject of the queue). */
export const reportListing = endpoint({
  method: "POST",
  path: "/events/:id/report",
  summary: "Report a listing to the admins",
  params: eventIdParams,
  body: reportListingBody,
  response: messageResponse,
  errors: REFUSALS,
});

// Under /admin: admins only.
export const moderationCases = endpoint({
  method: "GET",
  path: "/admin/moderation/cases",
  summary: "Open moderation cases of every subject (or one), newest or most urgent first, keyset-paged",
  query: moderationCasesQuery,
  response: moderationCasesResponse,
  errors: [400, 403],
});

export const moderationCounts = endpoint({
  method: "GET",
  path: "/admin/moderation/counts",
  summary: "How many cases are open, in all and per subject",
  response: moderationCountsResponse,
  errors: [403],
});

export const resolveCase = endpoint({
  method: "POST",
  path: "/admin/moderation/resolve",
  summary: "Keep the thing reported or act on it, closing the case",
  body: resolveCaseBody,
  response: messageResponse,
  errors: REFUSALS,
});
