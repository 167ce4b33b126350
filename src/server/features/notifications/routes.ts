import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notificationsResponse } from "../../../shared/contracts/notifications";
import { requireViewer } from "../../platform/auth-guard";
import { listNotifications, markNotificationsRead } from "./service";

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ["notifications"];

  app.get(
    "/notifications",
    {
      schema: {
        tags,
        summary: "The caller's recent notifications, new messages included",
        response: { 200: notificationsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listNotifications(db, requireViewer(request).userId),
    }),
  );

  app.post(
    "/notifications/read",
    {
      schema: {
        tags,
        summary: "Mark the caller's notifications read (message items clear when read in chat)",
        response: { 200: notificationsResponse },
      },
    },
    async (request) => {
      const viewerId = requireViewer(request).userId;
      await markNotificationsRead(db, viewerId);
      return { success: true as const, data: await listNotifications(db, viewerId) };
    },
  );
};
