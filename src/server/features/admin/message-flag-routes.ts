import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as endpoints from "../../../shared/endpoints/messages";
import { MESSAGE_FLAG_MESSAGES } from "../../../shared/texts";
import { done, ok } from "../../platform/envelope";
import { route } from "../../platform/route";
import { presentMessageFlagEntry } from "../chat/message-extras-presenter";
import { restoreRemovedMessage } from "../chat/message-removal";
import { openMessageFlags, resolveMessageFlags } from "../chat/message-reports-service";

// Reported chat messages for admins (issue 28 item 6; the admin guard runs in the parent plugin).
export const adminMessageFlagRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, realtime } = app.deps;
  const tags = ["admin"];

  route(app, endpoints.messageFlags, {
    tags,
    handler: async () =>
      ok((await openMessageFlags({ db })).map((g) => presentMessageFlagEntry(app.deps, g))),
  });

  route(app, endpoints.resolveMessageFlags, {
    tags,
    handler: async (request) => {
      const decision = await resolveMessageFlags({
        db,
        realtime,
        adminId: request.viewer!.userId,
        messageId: request.params.id,
        decision: request.body.decision,
      });
      return done(decision === "remove" ? MESSAGE_FLAG_MESSAGES.removed : MESSAGE_FLAG_MESSAGES.dismissed);
    },
  });

  // An admin's Undo of a removal, within its window (issue 41 item 5).
  route(app, endpoints.restoreMessage, {
    tags,
    handler: async (request) => {
      await restoreRemovedMessage({
        db,
        realtime,
        adminId: request.viewer!.userId,
        messageId: request.params.id,
      });
      return done(MESSAGE_FLAG_MESSAGES.restored);
    },
  });
};
