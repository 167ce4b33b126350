import { z } from "zod";
import { sendGroupMessageResponse, sendMessageResponse } from "../contracts/chat";
import { messageResponse } from "../contracts/events";
import {
  albumResponse,
  messageFlagsResponse,
  reactionBody,
  reactionsResponse,
  reportMessageBody,
  resolveMessageBody,
} from "../contracts/message-extras";
import { REACTION_MESSAGES } from "../texts";
import { endpoint } from "./endpoint";
import { groupParams, REFUSALS, userParams, uuidParam } from "./params";

// Photos, reactions, reports and the album of the conversations (issue 28 items 1, 2 and 6).

/** A message, by its id; a malformed one is not found, as one the caller cannot see. */
const messageIdParams = z.object({ id: uuidParam(REACTION_MESSAGES.notFound) });

// A photo is a multipart form: the picture ("image"), its caption ("content", may be empty) and the
// message it answers ("replyTo"). The same rules as a text message decide who may send it.
const photoForm = z.object({
  image: z.file(),
  content: z.string().optional(),
  replyTo: z.string().optional(),
});

export const sendGroupPhoto = endpoint({
  method: "POST",
  path: "/group/messages/photo/:eventId",
  summary: "Send a photo to an event group (members only)",
  params: groupParams,
  form: photoForm,
  response: sendGroupMessageResponse,
  errors: [400, 403, 404, 413],
});

export const sendDirectPhoto = endpoint({
  method: "POST",
  path: "/message/photo/:userId",
  summary: "Send a photo in a direct conversation",
  params: userParams,
  form: photoForm,
  response: sendMessageResponse,
  errors: [400, 404, 409, 413],
});

export const reactToMessage = endpoint({
  method: "PUT",
  path: "/messages/:id/reactions",
  summary: "Put a reaction on a message, or take it off (members of its conversation only)",
  params: messageIdParams,
  body: reactionBody,
  response: reactionsResponse,
  errors: [400, 404],
});

export const reportMessage = endpoint({
  method: "POST",
  path: "/messages/:id/report",
  summary: "Report a message to the admins",
  params: messageIdParams,
  body: reportMessageBody,
  response: messageResponse,
  errors: REFUSALS,
});

export const groupAlbum = endpoint({
  method: "GET",
  path: "/group/album/:eventId",
  summary: "An event group's photos, once the experience has ended (its host and members)",
  params: groupParams,
  response: albumResponse,
  errors: [403, 404, 409],
});

// Under /admin, so the admin plugin guards them.
export const messageFlags = endpoint({
  method: "GET",
  path: "/admin/messages/flags",
  summary: "Messages with open reports, oldest report first",
  response: messageFlagsResponse,
  errors: [403],
});

export const resolveMessageFlags = endpoint({
  method: "POST",
  path: "/admin/messages/:id/resolve",
  summary: "Dismiss the reports of a message, or remove it, closing its open reports",
  params: messageIdParams,
  body: resolveMessageBody,
  response: messageResponse,
  errors: REFUSALS,
});

export const restoreMessage = endpoint({
  method: "POST",
  path: "/admin/messages/:id/restore",
  summary: "Undo the removal of a message within its short window, reopening its reports",
  params: messageIdParams,
  response: messageResponse,
  errors: REFUSALS,
});
