import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminEventResponse,
  adminEventsQuery,
  adminEventsResponse,
} from "../../../shared/contracts/admin-events";
import { errorEnvelope } from "../../../shared/contracts/envelope";
import { messageResponse, rejectEventBody } from "../../../shared/contracts/events";
import { MESSAGES } from "../../../shared/texts";
import { done, ok } from "../../platform/envelope";
import { requireAdmin } from "../auth/guard";
import { adminGetEvent, adminListEvents } from "../events/admin-listing";
import { approveEvent, rejectEvent } from "../events/lifecycle-service";
import { adminPeopleRoutes } from "./people-routes";
import { presentAdminEvent } from "./presenter";

const idParams = z.object({ id: z.string() });
const errors = { 400: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };

// Everything under /api/admin is for admins only, whatever the route.
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, realtime } = app.deps;
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
      const items = await adminListEvents({ db, q: request.query.q });
      return ok(items.map((i) => presentAdminEvent(storage, i)));
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
      const item = await adminGetEvent({ db, eventId: request.params.id });
      return ok(presentAdminEvent(storage, item));
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
      await approveEvent({ db, realtime, adminId: request.viewer!.userId, eventId: request.params.id });
      return done(MESSAGES.listingApproved);
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
      const { id: eventId } = request.params;
      const reason = request.body.rejectionReason;
      await rejectEvent({ db, realtime, adminId: request.viewer!.userId, eventId, reason });
      return done(MESSAGES.listingRejected);
    },
  );
};
