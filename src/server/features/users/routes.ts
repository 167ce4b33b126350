import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as endpoints from "../../../shared/endpoints/users";
import { LANGUAGE_MESSAGES, UPI_MESSAGES } from "../../../shared/texts";
import { ok, okWithMessage } from "../../platform/envelope";
import { route } from "../../platform/route";
import { requireViewer } from "../auth/guard";
import { saveLanguage } from "./language-service";
import { presentLanguage, presentUser } from "./presenter";
import { updateOwnProfile, viewProfile } from "./service";

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.getUser, {
    tags: ["users"],
    handler: async (request) => {
      const viewer = requireViewer(request);
      const profile = await viewProfile({ db: app.deps.db, viewer, userId: request.params.id });
      return ok(presentUser(app.deps.storage, profile, viewer));
    },
  });

  route(app, endpoints.updateMyProfile, {
    tags: ["users"],
    handler: async (request) => {
      const viewer = requireViewer(request);
      const saved = await updateOwnProfile({ db: app.deps.db, viewer, input: request.body });
      return okWithMessage(saved.upiId ? UPI_MESSAGES.saved : UPI_MESSAGES.cleared, saved);
    },
  });

  // The caller's own language: the path names no member, so nobody changes another's.
  route(app, endpoints.putMyLanguage, {
    tags: ["users"],
    handler: async (request) => {
      const viewer = requireViewer(request);
      const saved = await saveLanguage({
        db: app.deps.db,
        userId: viewer.userId,
        language: request.body.language,
      });
      return okWithMessage(LANGUAGE_MESSAGES.saved, presentLanguage(saved));
    },
  });
};
