import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as endpoints from "../../../shared/endpoints/messages";
import { CHAT_MESSAGES, MESSAGE_FLAG_MESSAGES } from "../../../shared/texts";
import { done, ok, okWithMessage } from "../../platform/envelope";
import { RATE_LIMITS } from "../../platform/rate-limit";
import { route } from "../../platform/route";
import { requireViewer } from "../auth/guard";
import { groupAlbum } from "./album-service";
import { sendDirectPhoto, sendGroupPhoto } from "./chat-photos";
import { presentAlbum, presentReactions } from "./message-extras-presenter";
import { reportMessage } from "./message-reports-service";
import { presentDirectMessage, presentGroupMessage } from "./presenter";
import { reactToMessage } from "./reactions-service";

// What members do with messages beyond writing them (issue 28 items 1, 2 and 6): send a photo,
// react, report one to the admins, and look at the group's album once the experience is over.
export const chatMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, photoLinks, realtime, events } = app.deps;
  const tags = ["chat"];

  route(app, endpoints.sendGroupPhoto, {
    tags,
    config: { rateLimit: RATE_LIMITS.uploads },
    handler: async (request) => {
      const viewerId = requireViewer(request).userId;
      const { eventId } = request.params;
      const sent = await sendGroupPhoto({ request, db, realtime, storage, photoLinks, viewerId, eventId });
      return okWithMessage(CHAT_MESSAGES.sent, presentGroupMessage(app.deps, sent, viewerId));
    },
  });

  route(app, endpoints.sendDirectPhoto, {
    tags,
    config: { rateLimit: RATE_LIMITS.uploads },
    handler: async (request) => {
      const senderId = requireViewer(request).userId;
      const { userId: recipientId } = request.params;
      const row = await sendDirectPhoto({
        ...{ request, db, realtime, storage, photoLinks, events },
        ...{ senderId, recipientId },
      });
      return okWithMessage(CHAT_MESSAGES.sent, presentDirectMessage(app.deps, row, senderId));
    },
  });

  route(app, endpoints.reactToMessage, {
    tags,
    config: { rateLimit: RATE_LIMITS.messages },
    handler: async (request) => {
      const viewerId = requireViewer(request).userId;
      const messageId = request.params.id;
      const rows = await reactToMessage({
        ...{ db, realtime, viewerId, messageId },
        reaction: request.body.reaction,
        on: request.body.on,
      });
      return ok({ messageId, reactions: presentReactions(rows, viewerId) });
    },
  });

  route(app, endpoints.reportMessage, {
    tags,
    config: { rateLimit: RATE_LIMITS.flags },
    handler: async (request) => {
      await reportMessage({
        db,
        viewerId: requireViewer(request).userId,
        messageId: request.params.id,
        reason: request.body.reason,
      });
      return done(MESSAGE_FLAG_MESSAGES.flagged);
    },
  });

  route(app, endpoints.groupAlbum, {
    tags,
    handler: async (request) => {
      const viewerId = requireViewer(request).userId;
      const album = await groupAlbum({ db, viewerId, eventId: request.params.eventId });
      return ok(presentAlbum(app.deps, album));
    },
  });
};
