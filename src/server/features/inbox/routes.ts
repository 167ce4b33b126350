import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as endpoints from "../../../shared/endpoints/inbox";
import { ok } from "../../platform/envelope";
import { route } from "../../platform/route";
import { requireViewer } from "../auth/guard";
import { listNotifications, readNotifications } from "./notifications-service";
import { presentNotificationList, presentUnread } from "./presenter";
import { readThread, unreadCounts } from "./read-marks-service";

// The member's inbox: notifications, and read marks with the unread counts they leave.
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, realtime } = app.deps;

  route(app, endpoints.notifications, {
    tags: ["notifications"],
    handler: async (request) => {
      const list = await listNotifications({ db, userId: requireViewer(request).userId });
      return ok(presentNotificationList(list));
    },
  });

  route(app, endpoints.readNotifications, {
    tags: ["notifications"],
    handler: async (request) => {
      const list = await readNotifications({ db, userId: requireViewer(request).userId });
      return ok(presentNotificationList(list));
    },
  });

  route(app, endpoints.unreadCounts, {
    tags: ["chat"],
    handler: async (request) =>
      ok(presentUnread(await unreadCounts({ db, userId: requireViewer(request).userId }))),
  });

  route(app, endpoints.readThread, {
    tags: ["chat"],
    handler: async (request) => {
      const unread = await readThread({
        db,
        realtime,
        userId: requireViewer(request).userId,
        thread: request.params,
      });
      return ok(presentUnread(unread));
    },
  });
};
