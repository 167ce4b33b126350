import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as endpoints from "../../../shared/endpoints/users";
import { ok } from "../../platform/envelope";
import { route } from "../../platform/route";
import { requireViewer } from "../auth/guard";
import { presentPreferences } from "./presenter";
import { savePreferences, settingsOf } from "./service";

// The signed-in member's own notification preferences; the path names no member, so nobody can
// read or change another's.
export const preferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const quietByDefault = config.defaultQuietHours;
  const tags = ["users"];

  route(app, endpoints.getNotificationPreferences, {
    tags,
    handler: async (request) =>
      ok(presentPreferences(await settingsOf(db, requireViewer(request).userId, quietByDefault))),
  });

  route(app, endpoints.putNotificationPreferences, {
    tags,
    handler: async (request) => {
      const prefs = await savePreferences({
        db,
        userId: requireViewer(request).userId,
        prefs: request.body,
        quietByDefault,
      });
      return ok(presentPreferences(prefs));
    },
  });
};
