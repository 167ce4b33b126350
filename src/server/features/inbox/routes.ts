import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { readParams, unreadResponse } from "../../../shared/contracts/chat";
import { errorEnvelope } from "../../../shared/contracts/envelope";
import { notificationsResponse } from "../../../shared/contracts/notifications";
import { ok } from "../../platform/envelope";
import { requireViewer } from "../auth/guard";
import { listNotifications, readNotifications } from "./notifications-service";
import { presentNotificationList, presentUnread } from "./presenter";
import { readThread, unreadCounts } from "./read-marks-service";

// The member's inbox: notifications, and read marks with the unread counts they leave.
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    "/notifications",
    {
      schema: {
        tags: ["notifications"],
        summary: "The caller's recent notifications, new messages included",
        response: { 200: notificationsResponse },
      },
    },
    async (request) => {
      const list = await listNotifications({ db, userId: requireViewer(request).userId });
      return ok(presentNotificationList(list));
    },
  );

  app.post(
    "/notifications/read",
    {
      schema: {
        tags: ["notifications"],
        summary: "Mark the caller's notifications read (message items clear when read in chat)",
        response: { 200: notificationsResponse },
      },
    },
    async (request) => {
      const list = await readNotifications({ db, userId: requireViewer(request).userId });
      return ok(presentNotificationList(list));
    },
  );

  app.get(
    "/chat/unread",
    {
      schema: {
        tags: ["chat"],
        summary: "Unread messages per conversation and group",
        response: { 200: unreadResponse },
      },
    },
    async (request) => ok(presentUnread(await unreadCounts({ db, userId: requireViewer(request).userId }))),
  );

  app.post(
    "/chat/read/:kind/:id",
    {
      schema: {
        tags: ["chat"],
        summary: "Mark a conversation (kind user, the other member's id) or group (kind group) read",
        params: readParams,
        response: { 200: unreadResponse, 404: errorEnvelope },
      },
    },
    async (request) => {
      const unread = await readThread({ db, userId: requireViewer(request).userId, thread: request.params });
      return ok(presentUnread(unread));
    },
  );
};
