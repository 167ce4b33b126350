import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as endpoints from "../../../shared/endpoints/chat";
import type { EndpointBody } from "../../../shared/endpoints/endpoint";
import { CHAT_MESSAGES } from "../../../shared/texts";
import { ok, okWithMessage } from "../../platform/envelope";
import { RATE_LIMITS } from "../../platform/rate-limit";
import { route } from "../../platform/route";
import { requireViewer } from "../auth/guard";
import { pendingRequests } from "../events/participants";
import { presentPendingRequest } from "../events/presenter";
import { companionList, conversation, sendDirectMessage } from "./direct-service";
import { groupMessages, myGroups, sendGroupMessage } from "./group-service";
import { presentCompanionList, presentDirectMessage, presentGroupMessage, presentMyGroup } from "./presenter";

// The client's catch-up after a socket drop: messages from `since` on.
const sinceOf = (query: { since?: string | undefined }) =>
  query.since ? { since: new Date(query.since) } : {};

// What the member wrote, as both sends take it: the words, the outbox's id for a retry, and the
// message it answers.
const draftOf = (body: EndpointBody<typeof endpoints.sendGroupMessage>) => ({
  content: body.content,
  clientId: body.clientId,
  replyTo: body.replyTo,
});

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, realtime, events } = app.deps;
  const tags = ["chat"];
  // What a send needs besides who and where, in a group or a direct conversation alike.
  const sending = { db, realtime, storage, photoLinks: app.deps.photoLinks };

  route(app, endpoints.companions, {
    tags,
    handler: async (request) => {
      const list = await companionList({
        db,
        viewerId: requireViewer(request).userId,
        limit: request.query.limit,
      });
      return presentCompanionList(storage, list);
    },
  });

  route(app, endpoints.pendingRequests, {
    tags,
    handler: async (request) => {
      const rows = await pendingRequests({ db, viewer: requireViewer(request) });
      return ok({ pendingRequests: rows.map((r) => presentPendingRequest(storage, r)) });
    },
  });

  route(app, endpoints.myGroups, {
    tags,
    handler: async (request) => {
      const viewerId = requireViewer(request).userId;
      const rows = await myGroups({ db, viewerId });
      return ok(rows.map((g) => presentMyGroup(storage, g, viewerId)));
    },
  });

  route(app, endpoints.groupMessages, {
    tags,
    handler: async (request) => {
      const viewerId = requireViewer(request).userId;
      const { eventId } = request.params;
      const rows = await groupMessages({ db, viewerId, eventId, ...sinceOf(request.query) });
      return ok(rows.map((m) => presentGroupMessage(app.deps, m, viewerId)));
    },
  });

  route(app, endpoints.sendGroupMessage, {
    tags,
    config: { rateLimit: RATE_LIMITS.messages },
    handler: async (request) => {
      const viewerId = requireViewer(request).userId;
      const { eventId } = request.params;
      const sent = await sendGroupMessage({ ...sending, viewerId, eventId, ...draftOf(request.body) });
      return okWithMessage(CHAT_MESSAGES.sent, presentGroupMessage(app.deps, sent, viewerId));
    },
  });

  route(app, endpoints.sendDirectMessage, {
    tags,
    config: { rateLimit: RATE_LIMITS.messages },
    handler: async (request) => {
      const senderId = requireViewer(request).userId;
      const { userId: recipientId } = request.params;
      const row = await sendDirectMessage({
        ...sending,
        events,
        senderId,
        recipientId,
        ...draftOf(request.body),
      });
      return okWithMessage(CHAT_MESSAGES.sent, presentDirectMessage(app.deps, row, senderId));
    },
  });

  route(app, endpoints.conversation, {
    tags,
    handler: async (request) => {
      const viewerId = requireViewer(request).userId;
      const { userId: otherId } = request.params;
      const rows = await conversation({ db, viewerId, otherId, ...sinceOf(request.query) });
      return ok(rows.map((m) => presentDirectMessage(app.deps, m, viewerId)));
    },
  });
};
