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
import { MESSAGES, REQUEST_MESSAGES, RSVP_MESSAGES } from "../../../shared/texts";
import { done, ok, okPage, okWithMessage } from "../../platform/envelope";
import { RATE_LIMITS } from "../../platform/rate-limit";
import { requireViewer } from "../auth/guard";
import { createEventFromRequest } from "./create-request";
import { discoverEvents } from "./discovery";
import { cancelEvent } from "./lifecycle-service";
import {
  presentCalendarFile,
  presentCreatedEvent,
  presentDiscoveryPage,
  presentEventCard,
  presentEventDetail,
  presentParticipant,
  presentUpcoming,
} from "./presenter";
import {
  calendarEvent,
  createdEvents,
  eventDetail,
  thinkingParticipants,
  upcomingEvents,
} from "./reads-service";
import { answerRequest, answerRsvp, leaveEvent, requestToJoin } from "./requests-service";

const idParams = z.object({ id: z.string() });
const requestParams = z.object({ eventId: z.string(), userId: z.string() });
const errors = { 400: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, realtime } = app.deps;
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
      const page = await discoverEvents({ db, query: request.query });
      return okPage(presentDiscoveryPage(storage, page));
    },
  );

  app.post(
    "/events",
    {
      // A cover is an upload: the same budget as every other picture.
      config: { rateLimit: RATE_LIMITS.uploads },
      schema: {
        tags,
        summary: "Create an experience (JSON, or multipart with a cover image)",
        response: { 201: okEnvelope(z.object({ _id: z.string() })), ...errors },
      },
    },
    async (request, reply) => {
      const event = await createEventFromRequest({ app, request, viewer: requireViewer(request) });
      return reply.status(201).send(okWithMessage(MESSAGES.eventCreated, presentCreatedEvent(event)));
    },
  );

  app.get(
    "/events/created",
    { schema: { tags, summary: "Experiences the caller hosts", response: { 200: eventListResponse } } },
    async (request) => {
      const cards = await createdEvents({ db, viewer: requireViewer(request) });
      return ok(cards.map((c) => presentEventCard(storage, c)));
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
      const items = await upcomingEvents({ db, viewer: requireViewer(request) });
      return ok(items.map((i) => presentUpcoming(storage, i)));
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
      const detail = await eventDetail({ db, viewer: requireViewer(request), eventId: request.params.id });
      return ok(presentEventDetail(storage, detail));
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
      const rows = await thinkingParticipants({ db, viewer, eventId: request.params.id });
      return ok(rows.map((p) => presentParticipant(storage, p)));
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
      await requestToJoin({ db, realtime, viewer: requireViewer(request), eventId: request.params.id });
      return done(MESSAGES.joinSent);
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
      await leaveEvent({ db, realtime, viewer: requireViewer(request), eventId: request.params.id });
      return done(MESSAGES.eventLeft);
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
      await cancelEvent({ db, realtime, viewer: requireViewer(request), eventId: request.params.id });
      return done(MESSAGES.eventCancelled);
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
        const { eventId, userId } = request.params;
        await answerRequest({ db, realtime, viewer: requireViewer(request), eventId, userId, answer });
        return done(answer === "approve" ? REQUEST_MESSAGES.approved : REQUEST_MESSAGES.rejected);
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
      const viewer = requireViewer(request);
      await answerRsvp({
        db,
        realtime,
        viewer,
        eventId: request.params.id,
        rsvpStatus: request.body.rsvpStatus,
      });
      return done(RSVP_MESSAGES.updated);
    },
  );

  app.get(
    "/events/:id/calendar.ics",
    { schema: { tags, summary: "Add to calendar (host and accepted members)", params: idParams } },
    async (request, reply) => {
      const event = await calendarEvent({ db, viewer: requireViewer(request), eventId: request.params.id });
      const base = app.deps.config.publicUrl ?? `${request.protocol}://${request.headers.host}`;
      const file = presentCalendarFile(event, base);
      return reply
        .type("text/calendar; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="${file.name}"`)
        .send(file.body);
    },
  );
};
