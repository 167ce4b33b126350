import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { rsvpBody } from "../../../shared/contracts/chat";
import { errorEnvelope, okEnvelope } from "../../../shared/contracts/envelope";
import {
  eventDetailResponse,
  eventListResponse,
  listEventsQuery,
  listEventsResponse,
  messageResponse,
  participantsResponse,
  upcomingEventsResponse,
} from "../../../shared/contracts/events";
import { MESSAGES } from "../../../shared/messages";
import { requireViewer } from "../../platform/auth-guard";
import { RATE_LIMITS } from "../../platform/rate-limit";
import { groupIdsFor } from "../groups/queries";
import { notify } from "../notifications/service";
import { eventCalendar } from "./calendar";
import { createEventFromRequest } from "./create-request";
import { discoverEvents } from "./discovery";
import { isHost } from "./policy";
import { presentEvent, presentEventDetail, presentParticipant, presentUpcoming } from "./presenter";
import { REQUEST_MESSAGES } from "./request-messages";
import { answerRequest, answerRsvp, leaveEvent, RSVP_MESSAGES, requestToJoin } from "./requests-service";
import {
  acceptedFaces,
  averageRatings,
  cancelEvent,
  eventsCreatedBy,
  groupIdFor,
  hostSummary,
  upcomingFor,
  viewableEvent,
  visibleParticipants,
} from "./service";

const idParams = z.object({ id: z.string() });
const requestParams = z.object({ eventId: z.string(), userId: z.string() });
const errors = { 400: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, realtime } = app.deps;
  // Screens that list this event's members (the group's host and accepted members) refetch.
  const changed = (eventId: string) => realtime.publish({ type: "event-changed", eventId });
  const tags = ["events"];

  app.get(
    "/events",
    {
      schema: {
        tags,
        summary: "Discover approved experiences (filters, search, cursor paging)",
        querystring: listEventsQuery,
        response: { 200: listEventsResponse },
      },
    },
    async (request) => {
      const { rows, nextCursor } = await discoverEvents({ db, query: request.query });
      return {
        success: true as const,
        data: rows.map((r) => presentEvent(storage, r, r.averageRating)),
        nextCursor,
      };
    },
  );

  app.post(
    "/events",
    {
      schema: {
        tags,
        summary: "Create an experience (JSON, or multipart with a cover image)",
        response: { 201: okEnvelope(z.object({ _id: z.string() })), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const event = await createEventFromRequest(app, request, viewer);
      return reply
        .status(201)
        .send({ success: true as const, message: MESSAGES.eventCreated, data: { _id: event.id } });
    },
  );

  app.get(
    "/events/created",
    { schema: { tags, summary: "Experiences the caller hosts", response: { 200: eventListResponse } } },
    async (request) => {
      const viewer = requireViewer(request);
      const rows = await eventsCreatedBy(db, viewer.userId);
      const ratings = await averageRatings(
        db,
        rows.map((r) => r.id),
      );
      return {
        success: true as const,
        data: rows.map((r) => presentEvent(storage, r, ratings.get(r.id) ?? null)),
      };
    },
  );

  app.get(
    "/events/upcoming",
    {
      schema: {
        tags,
        summary: "Experiences the caller joined or asked to join",
        response: { 200: upcomingEventsResponse },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const rows = await upcomingFor(db, viewer.userId);
      const ids = rows.map((r) => r.event.id);
      const [ratings, groupIds, faces] = await Promise.all([
        averageRatings(db, ids),
        groupIdsFor(db, ids),
        acceptedFaces(db, ids),
      ]);
      return {
        success: true as const,
        data: rows.map((r) =>
          presentUpcoming(storage, {
            row: r.event,
            averageRating: ratings.get(r.event.id) ?? null,
            mine: { requestStatus: r.requestStatus, rsvpStatus: r.rsvpStatus },
            faces: r.requestStatus === "accepted" ? (faces.get(r.event.id) ?? []).slice(0, 8) : [],
            groupId: r.requestStatus === "accepted" ? (groupIds.get(r.event.id) ?? null) : null,
          }),
        ),
      };
    },
  );

  app.get(
    "/events/:id",
    {
      schema: {
        tags,
        summary: "One experience as the caller may see it",
        params: idParams,
        response: { 200: eventDetailResponse, 404: errorEnvelope },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const row = await viewableEvent(db, viewer, request.params.id);
      const host = isHost(viewer, row);
      const [ratings, hostInfo, visible, groupId] = await Promise.all([
        averageRatings(db, [row.id]),
        hostSummary(db, row.createdBy),
        visibleParticipants(db, viewer, row),
        groupIdFor(db, row.id),
      ]);
      const member = host || visible.mine?.requestStatus === "accepted";
      return {
        success: true as const,
        data: presentEventDetail(storage, {
          row,
          averageRating: ratings.get(row.id) ?? null,
          host: hostInfo,
          role: host ? "host" : "seeker",
          mine: visible.mine,
          participants: visible.rows,
          groupId: member ? groupId : null,
        }),
      };
    },
  );

  app.get(
    "/events/:id/participants",
    {
      schema: {
        tags,
        summary: "Accepted members still thinking about it",
        params: idParams,
        response: { 200: participantsResponse, 404: errorEnvelope },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const row = await viewableEvent(db, viewer, request.params.id);
      const visible = await visibleParticipants(db, viewer, row);
      const thinking = visible.rows.filter(
        (p) => p.requestStatus === "accepted" && p.rsvpStatus !== "yes" && p.rsvpStatus !== "no",
      );
      return { success: true as const, data: thinking.map((p) => presentParticipant(storage, p)) };
    },
  );

  app.post(
    "/events/:id/join",
    {
      config: { rateLimit: RATE_LIMITS.joins },
      schema: {
        tags,
        summary: "Ask to join",
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { hostId, eventId } = await requestToJoin(db, viewer, request.params.id);
      await notify(app.deps, { userId: hostId, kind: "request_received", eventId, actorId: viewer.userId });
      return { success: true as const, message: MESSAGES.joinSent, data: null };
    },
  );

  app.post(
    "/events/:id/leave",
    {
      schema: {
        tags,
        summary: "Leave an experience",
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await leaveEvent(db, requireViewer(request), request.params.id);
      await changed(request.params.id);
      return { success: true as const, message: MESSAGES.eventLeft, data: null };
    },
  );

  app.patch(
    "/events/:id/cancel",
    {
      schema: {
        tags,
        summary: "Close a listing (host)",
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await cancelEvent(db, requireViewer(request), request.params.id);
      return { success: true as const, message: MESSAGES.eventCancelled, data: null };
    },
  );

  for (const answer of ["approve", "reject"] as const) {
    app.post(
      `/events/:eventId/request/:userId/${answer}`,
      {
        schema: {
          tags,
          summary: `${answer === "approve" ? "Accept" : "Reject"} a join request (host)`,
          params: requestParams,
          response: { 200: messageResponse, ...errors },
        },
      },
      async (request) => {
        await answerRequest(
          db,
          requireViewer(request),
          request.params.eventId,
          request.params.userId,
          answer,
        );
        const { eventId, userId } = request.params;
        await notify(app.deps, {
          userId,
          kind: answer === "approve" ? "request_accepted" : "request_rejected",
          eventId,
        });
        await changed(eventId);
        return {
          success: true as const,
          message: answer === "approve" ? REQUEST_MESSAGES.approved : REQUEST_MESSAGES.rejected,
          data: null,
        };
      },
    );
  }

  app.patch(
    "/events/:id/rsvp",
    {
      schema: {
        tags,
        summary: "Answer the host's RSVP poll (accepted members)",
        params: idParams,
        body: rsvpBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await answerRsvp(db, requireViewer(request), request.params.id, request.body.rsvpStatus);
      await changed(request.params.id);
      return { success: true as const, message: RSVP_MESSAGES.updated, data: null };
    },
  );

  app.get(
    "/events/:id/calendar.ics",
    { schema: { tags, summary: "Add to calendar (host and accepted members)", params: idParams } },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const row = await viewableEvent(db, viewer, request.params.id);
      const visible = await visibleParticipants(db, viewer, row);
      if (!isHost(viewer, row) && visible.mine?.requestStatus !== "accepted") {
        return reply.status(403).send({ success: false, message: REQUEST_MESSAGES.notParticipant });
      }
      const base = app.deps.config.publicUrl ?? `${request.protocol}://${request.headers.host}`;
      return reply
        .type("text/calendar; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="experience-${row.id.slice(0, 8)}.ics"`)
        .send(eventCalendar(row, { url: `${base}/event/${row.id}` }));
    },
  );
};
