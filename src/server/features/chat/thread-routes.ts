import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as endpoints from "../../../shared/endpoints/chat-thread";
import { PIN_MESSAGES } from "../../../shared/texts";
import { ok, okWithMessage } from "../../platform/envelope";
import { route } from "../../platform/route";
import { requireViewer } from "../auth/guard";
import { directStanding } from "./direct-standing";
import { pinnedMessage, setPinnedMessage } from "./pins-service";
import { seenBy } from "./seen-by";
import { presentDirectStanding, presentPinnedMessage, presentSeenBy } from "./thread-presenter";

// What a thread shows beside its messages (issue 28 items 3 and 4): who has read it, and the
// message the host pinned to the top of a group; and whether the two members of a conversation have
// been on an experience together (issue 38 item 8).
export const chatThreadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, realtime } = app.deps;
  const tags = ["chat"];

  route(app, endpoints.seenBy, {
    tags,
    handler: async (request) => {
      const seen = await seenBy({ db, viewerId: requireViewer(request).userId, thread: request.params });
      return ok(presentSeenBy(storage, seen));
    },
  });

  route(app, endpoints.pinnedMessage, {
    tags,
    handler: async (request) => {
      const viewerId = requireViewer(request).userId;
      const pinned = await pinnedMessage({ db, viewerId, eventId: request.params.eventId });
      return ok({ pinned: pinned && presentPinnedMessage(storage, pinned) });
    },
  });

  route(app, endpoints.pinMessage, {
    tags,
    handler: async (request) => {
      const pinned = await setPinnedMessage({
        ...{ db, realtime, storage },
        viewerId: requireViewer(request).userId,
        eventId: request.params.eventId,
        messageId: request.body.messageId,
      });
      return okWithMessage(PIN_MESSAGES.pinned, { pinned: pinned && presentPinnedMessage(storage, pinned) });
    },
  });

  route(app, endpoints.unpinMessage, {
    tags,
    handler: async (request) => {
      await setPinnedMessage({
        ...{ db, realtime, storage },
        viewerId: requireViewer(request).userId,
        eventId: request.params.eventId,
        messageId: null,
      });
      return okWithMessage(PIN_MESSAGES.unpinned, { pinned: null });
    },
  });

  route(app, endpoints.directStanding, {
    tags,
    handler: async (request) => {
      const viewerId = requireViewer(request).userId;
      const standing = await directStanding({ db, viewerId, otherId: request.params.userId });
      return ok(presentDirectStanding(standing));
    },
  });
};
