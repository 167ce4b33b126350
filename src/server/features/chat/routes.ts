import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  companionsResponse,
  conversationResponse,
  groupMessagesResponse,
  myGroupsResponse,
  pendingResponse,
  sendGroupMessageResponse,
  sendMessageBody,
  sendMessageResponse,
  sinceQuery,
} from "../../../shared/contracts/chat";
import { errorEnvelope } from "../../../shared/contracts/envelope";
import { CHAT_MESSAGES } from "../../../shared/texts";
import { ok, okWithMessage } from "../../platform/envelope";
import { RATE_LIMITS } from "../../platform/rate-limit";
import { requireViewer } from "../auth/guard";
import { pendingRequests } from "../events/participants";
import { presentPendingRequest } from "../events/presenter";
import { companions, conversation, sendDirectMessage } from "./direct-service";
import { groupMessages, myGroups, sendGroupMessage } from "./group-service";
import { presentCompanion, presentDirectMessage, presentGroupMessage, presentMyGroup } from "./presenter";

const userParams = z.object({ userId: z.string() });
const errors = { 400: errorEnvelope, 404: errorEnvelope };

const eventParams = z.object({ eventId: z.string() });

// The client's catch-up after a socket drop: messages from `since` on.
const sinceOf = (query: { since?: string | undefined }) =>
  query.since ? { since: new Date(query.since) } : {};

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, realtime } = app.deps;
  const tags = ["chat"];

  app.get(
    "/message/getAllFriends",
    {
      schema: {
        tags,
        summary: "Members the caller has exchanged messages with",
        response: { 200: companionsResponse },
      },
    },
    async (request) => {
      const rows = await companions({ db, viewerId: requireViewer(request).userId });
      return ok(rows.map((r) => presentCompanion(storage, r)));
    },
  );

  app.get(
    "/message/pending",
    {
      schema: {
        tags,
        summary: "Join requests waiting on the caller's events",
        response: { 200: pendingResponse },
      },
    },
    async (request) => {
      const rows = await pendingRequests({ db, viewer: requireViewer(request) });
      return ok({ pendingRequests: rows.map((r) => presentPendingRequest(storage, r)) });
    },
  );

  app.get(
    "/group/my-groups",
    { schema: { tags, summary: "The caller's event groups", response: { 200: myGroupsResponse } } },
    async (request) => {
      const viewerId = requireViewer(request).userId;
      const rows = await myGroups({ db, viewerId });
      return ok(rows.map((g) => presentMyGroup(storage, g, viewerId)));
    },
  );

  app.get(
    "/group/messages/:eventId",
    {
      schema: {
        tags,
        summary: "An event group's messages (members only)",
        params: eventParams,
        querystring: sinceQuery,
        response: { 200: groupMessagesResponse, 400: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => {
      const viewerId = requireViewer(request).userId;
      const { eventId } = request.params;
      const rows = await groupMessages({ db, viewerId, eventId, ...sinceOf(request.query) });
      return ok(rows.map((m) => presentGroupMessage(storage, m)));
    },
  );

  app.post(
    "/group/messages/send/:eventId",
    {
      config: { rateLimit: RATE_LIMITS.messages },
      schema: {
        tags,
        summary: "Send to an event group (members only)",
        params: eventParams,
        body: sendMessageBody,
        response: {
          200: sendGroupMessageResponse,
          400: errorEnvelope,
          403: errorEnvelope,
          404: errorEnvelope,
        },
      },
    },
    async (request) => {
      const viewerId = requireViewer(request).userId;
      const { eventId } = request.params;
      const sent = await sendGroupMessage({
        ...{ db, realtime, storage, viewerId, eventId },
        content: request.body.content,
      });
      return okWithMessage(CHAT_MESSAGES.sent, presentGroupMessage(storage, sent));
    },
  );

  app.post(
    "/message/send/:userId",
    {
      config: { rateLimit: RATE_LIMITS.messages },
      schema: {
        tags,
        summary: "Send a direct message",
        params: userParams,
        body: sendMessageBody,
        response: { 200: sendMessageResponse, ...errors },
      },
    },
    async (request) => {
      const senderId = requireViewer(request).userId;
      const { userId: recipientId } = request.params;
      const row = await sendDirectMessage({
        db,
        realtime,
        senderId,
        recipientId,
        content: request.body.content,
      });
      return okWithMessage(CHAT_MESSAGES.sent, presentDirectMessage(row));
    },
  );

  app.get(
    "/message/conversation/:userId",
    {
      schema: {
        tags,
        summary: "The conversation with one member",
        params: userParams,
        querystring: sinceQuery,
        response: { 200: conversationResponse, ...errors },
      },
    },
    async (request) => {
      const viewerId = requireViewer(request).userId;
      const { userId: otherId } = request.params;
      const rows = await conversation({ db, viewerId, otherId, ...sinceOf(request.query) });
      return ok(rows.map(presentDirectMessage));
    },
  );
};
