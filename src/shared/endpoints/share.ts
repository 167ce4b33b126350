import { messageResponse } from "../contracts/events";
import { createdShareLinkResponse, mySafetyResponse, sharedExperienceResponse } from "../contracts/share";
import { endpoint } from "./endpoint";
import { eventParams, REFUSALS, shareLinkParams, shareTokenParams } from "./params";

// A safety contact (issue 15, ADR 0024).

export const mySafety = endpoint({
  method: "GET",
  path: "/events/:eventId/safety",
  summary: "Your safety link and check-in for an experience you joined",
  params: eventParams,
  response: mySafetyResponse,
  errors: [403, 404],
});

export const createShareLink = endpoint({
  method: "POST",
  path: "/events/:eventId/share",
  summary: "Make a private link for a trusted contact (revokes your previous one)",
  params: eventParams,
  response: createdShareLinkResponse,
  status: 201,
  errors: REFUSALS,
});

export const revokeShareLink = endpoint({
  method: "DELETE",
  path: "/share-links/:linkId",
  summary: "Stop sharing: the link no longer works",
  params: shareLinkParams,
  response: messageResponse,
  errors: [404],
});

export const checkInArrived = endpoint({
  method: "POST",
  path: "/events/:eventId/arrived",
  summary: "I've arrived (on the day of the experience)",
  params: eventParams,
  response: mySafetyResponse,
  errors: REFUSALS,
});

export const checkInHomeSafe = endpoint({
  method: "POST",
  path: "/events/:eventId/home-safe",
  summary: "I'm home safe",
  params: eventParams,
  response: mySafetyResponse,
  errors: REFUSALS,
});

export const sharedExperience = endpoint({
  method: "GET",
  path: "/share/:token",
  summary: "What a trusted contact sees through a member's link (no account)",
  params: shareTokenParams,
  response: sharedExperienceResponse,
  errors: [404],
});
