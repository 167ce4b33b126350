import { directStandingResponse, pinBody, pinnedResponse, seenByResponse } from "../contracts/chat-thread";
import { endpoint } from "./endpoint";
import { groupParams, threadParams, userParams } from "./params";

// What a thread shows beside its messages (issue 28 items 3 and 4).

export const seenBy = endpoint({
  method: "GET",
  path: "/chat/seen/:kind/:id",
  summary:
    "Who has read a conversation (kind user, the other member's id) or, for its host, a group (kind group), and how far",
  params: threadParams,
  response: seenByResponse,
  errors: [400, 403, 404],
});

export const pinnedMessage = endpoint({
  method: "GET",
  path: "/group/pinned/:eventId",
  summary: "The message the host pinned to the top of an event group (members only)",
  params: groupParams,
  response: pinnedResponse,
  errors: [403, 404],
});

export const pinMessage = endpoint({
  method: "PUT",
  path: "/group/pinned/:eventId",
  summary: "Pin one of the group's messages to its top, in place of any other (host only)",
  params: groupParams,
  body: pinBody,
  response: pinnedResponse,
  errors: [400, 403, 404],
});

export const unpinMessage = endpoint({
  method: "DELETE",
  path: "/group/pinned/:eventId",
  summary: "Take the pinned message down (host only)",
  params: groupParams,
  response: pinnedResponse,
  errors: [403, 404],
});

export const directStanding = endpoint({
  method: "GET",
  path: "/chat/direct/:userId",
  summary:
    "A conversation's standing for the caller: whether the two members have been on an experience together (issue 38 item 8)",
  params: userParams,
  response: directStandingResponse,
  errors: [400, 404],
});
