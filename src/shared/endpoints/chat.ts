import {
  companionsListQuery,
  companionsResponse,
  conversationResponse,
  groupMessagesResponse,
  myGroupsResponse,
  pendingResponse,
  sendGroupMessageResponse,
  sendMessageBody,
  sendMessageResponse,
  sinceQuery,
} from "../contracts/chat";
import { endpoint } from "./endpoint";
import { groupParams, userParams } from "./params";

export const companions = endpoint({
  method: "GET",
  path: "/message/getAllFriends",
  summary: "Members the caller has exchanged messages with (the newest `limit` and the total, when asked)",
  query: companionsListQuery,
  response: companionsResponse,
  errors: [400],
});

export const pendingRequests = endpoint({
  method: "GET",
  path: "/message/pending",
  summary: "Join requests waiting on the caller's events",
  response: pendingResponse,
});

export const myGroups = endpoint({
  method: "GET",
  path: "/group/my-groups",
  summary: "The caller's event groups",
  response: myGroupsResponse,
});

export const groupMessages = endpoint({
  method: "GET",
  path: "/group/messages/:eventId",
  summary: "An event group's messages (members only)",
  params: groupParams,
  query: sinceQuery,
  response: groupMessagesResponse,
  errors: [400, 403, 404],
});

export const sendGroupMessage = endpoint({
  method: "POST",
  path: "/group/messages/send/:eventId",
  summary: "Send to an event group (members only)",
  params: groupParams,
  body: sendMessageBody,
  response: sendGroupMessageResponse,
  errors: [400, 403, 404],
});

export const sendDirectMessage = endpoint({
  method: "POST",
  path: "/message/send/:userId",
  summary: "Send a direct message",
  params: userParams,
  body: sendMessageBody,
  response: sendMessageResponse,
  errors: [400, 404, 409],
});

export const conversation = endpoint({
  method: "GET",
  path: "/message/conversation/:userId",
  summary: "The conversation with one member",
  params: userParams,
  query: sinceQuery,
  response: conversationResponse,
  errors: [400, 404],
});
