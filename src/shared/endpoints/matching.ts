import {
  compatibilityResponse,
  matchedUserResponse,
  matchesResponse,
  matchingQuery,
} from "../contracts/people";
import { endpoint } from "./endpoint";
import { userParams } from "./params";

export const listMatches = endpoint({
  method: "GET",
  path: "/matching",
  summary: "Members ranked by compatibility with the caller",
  query: matchingQuery,
  response: matchesResponse,
});

export const compatibility = endpoint({
  method: "GET",
  path: "/matching/compatibility/:userId",
  summary: "The caller's compatibility with one member",
  params: userParams,
  response: compatibilityResponse,
  errors: [404],
});

export const matchedUser = endpoint({
  method: "GET",
  path: "/matching/:userId",
  summary: "A member's profile with the match percent and why",
  params: userParams,
  response: matchedUserResponse,
  errors: [404],
});
