import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminEventResponse,
  adminEventsQuery,
  adminEventsResponse,
} from "../../../shared/contracts/admin-events";
import { errorEnvelope } from "../../../shared/contracts/envelope";
import { messageResponse, rejectEventBody } from "../../../shared/contracts/events";
import { requireAdmin } from "../../platform/auth-guard";
import { averageRatings } from "../events/service";
import { notify } from "../notifications/service";
import { adminGetEvent, adminListEvents, approveEvent, rejectEvent } from "./events-service";
import { adminPeopleRoutes } from "./people-routes";
import { presentAdminEvent } from "./presenter";

const idParams = z.object({ id: z.string() });
const errors = { 400: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };

// Everything under /api/admin is for admins only, whatever the route.
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const tags = ["admin"];
  app.addHook("preHandler", async (request) => {
    requireAdmin(request);
  });
  await app.register(adminPeopleRoutes);

  app.get(
    "/events",
    {
      schema: {
        tags,
        summary: "Every listing, pending first",
        querystring: adminEventsQuery,
        response: { 200: adminEventsResponse, 403: errorEnvelope },
      },
    },
    async (request) => {
      const rows = await adminListEvents(db, request.query.q);
      const ratings = await averageRatings(
        db,
        rows.map((r) => r.id),
      );
      return {
        success: true as const,
        data: rows.map((r) => presentAdminEvent(storage, r, ratings.get(r.id) ?? null)),
      };
    },
  );

  app.get(
    "/events/:id",
    {
      schema: {
        tags,
        summary: "One listing",
        params: idParams,
        response: { 200: adminEventResponse, ...errors },
      },
    },
    async (request) => {
      const row = await adminGetEvent(db, request.params.id);
      const ratings = await averageRatings(db, [row.id]);
      return { success: true as const, data: presentAdminEvent(storage, row, ratings.get(row.id) ?? null) };
    },
  );

  app.patch(
    "/events/:id/approve",
    {
      schema: {
        tags,
        summary: "Approve a pending listing",
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const { hostId } = await approveEvent(db, request.viewer!.userId, request.params.id);
      await notify(app.deps, { userId: hostId, kind: "event_approved", eventId: request.params.id });
      return { success: true as const, message: "Listing approved.", data: null };
    },
  );

  app.patch(
    "/events/:id/reject",
    {
      schema: {
        tags,
        summary: "Reject a pending listing with a reason",
        params: idParams,
        body: rejectEventBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const { hostId } = await rejectEvent(
        db,
        request.viewer!.userId,
        request.params.id,
        request.body.rejectionReason,
      );
      await notify(app.deps, { userId: hostId, kind: "event_rejected", eventId: request.params.id });
      return { success: true as const, message: "Listing rejected.", data: null };
    },
  );
};
