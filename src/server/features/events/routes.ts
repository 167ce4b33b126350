import type { FastifyContextConfig } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as endpoints from "../../../shared/endpoints/events";
import { MESSAGES, REQUEST_MESSAGES, RSVP_MESSAGES, WAITLIST_MESSAGES } from "../../../shared/texts";
import { done, ok, okPage, okWithMessage } from "../../platform/envelope";
import { RATE_LIMITS } from "../../platform/rate-limit";
import { route } from "../../platform/route";
import { requireViewer } from "../auth/guard";
import type { Viewer } from "../auth/session-service";
import { discoverEvents } from "../discovery/service";
import { createEventFromRequest } from "./create-request";
import type { EventDeps } from "./deps";
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
import { joinWaitlist, leaveWaitlist } from "./waitlist-service";

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, realtime, events, memberIndex, clock } = app.deps;
  const tags = ["events"];

  route(app, endpoints.listEvents, {
    tags,
    handler: async (request) => {
      const viewer = requireViewer(request);
      const page = await discoverEvents({
        db,
        index: memberIndex,
        viewerId: viewer.userId,
        query: request.query,
      });
      return okPage(presentDiscoveryPage(storage, page));
    },
  });

  route(app, endpoints.createEvent, {
    tags,
    // A cover is an upload: the same budget as every other picture.
    config: { rateLimit: RATE_LIMITS.uploads },
    handler: async (request) => {
      const event = await createEventFromRequest({ app, request, viewer: requireViewer(request) });
      return okWithMessage(MESSAGES.eventCreated, presentCreatedEvent(event));
    },
  });

  route(app, endpoints.createdEvents, {
    tags,
    handler: async (request) => {
      const cards = await createdEvents({ db, viewer: requireViewer(request) });
      return ok(cards.map((c) => presentEventCard(storage, c)));
    },
  });

  route(app, endpoints.upcomingEvents, {
    tags,
    handler: async (request) => {
      const items = await upcomingEvents({ db, viewer: requireViewer(request) });
      return ok(items.map((i) => presentUpcoming(storage, i)));
    },
  });

  route(app, endpoints.eventDetail, {
    tags,
    handler: async (request) => {
      const detail = await eventDetail({
        db,
        viewer: requireViewer(request),
        eventId: request.params.id,
        now: clock.now(),
      });
      return ok(presentEventDetail(storage, detail));
    },
  });

  route(app, endpoints.eventParticipants, {
    tags,
    handler: async (request) => {
      const viewer = requireViewer(request);
      const rows = await thinkingParticipants({ db, viewer, eventId: request.params.id });
      return ok(rows.map((p) => presentParticipant(storage, p)));
    },
  });

  // Joining, leaving, the waitlist and closing a listing: the viewer and the event in, the use case,
  // its sentence out. Joining the waitlist has the same budget as asking to join.
  const act = (
    endpoint:
      | typeof endpoints.joinEvent
      | typeof endpoints.leaveEvent
      | typeof endpoints.joinWaitlist
      | typeof endpoints.leaveWaitlist
      | typeof endpoints.cancelEvent,
    action: (opts: EventDeps & { viewer: Viewer; eventId: string }) => Promise<void>,
    message: string,
    config?: FastifyContextConfig,
  ) =>
    route(app, endpoint, {
      tags,
      ...(config ? { config } : {}),
      handler: async (request) => {
        await action({ db, realtime, events, viewer: requireViewer(request), eventId: request.params.id });
        return done(message);
      },
    });
  act(endpoints.joinEvent, requestToJoin, MESSAGES.joinSent, { rateLimit: RATE_LIMITS.joins });
  act(endpoints.leaveEvent, leaveEvent, MESSAGES.eventLeft);
  act(endpoints.joinWaitlist, joinWaitlist, WAITLIST_MESSAGES.joined, { rateLimit: RATE_LIMITS.joins });
  act(endpoints.leaveWaitlist, leaveWaitlist, WAITLIST_MESSAGES.left);
  act(endpoints.cancelEvent, cancelEvent, MESSAGES.eventCancelled);

  for (const [endpoint, answer, message] of [
    [endpoints.approveRequest, "approve", REQUEST_MESSAGES.approved],
    [endpoints.rejectRequest, "reject", REQUEST_MESSAGES.rejected],
  ] as const) {
    route(app, endpoint, {
      tags,
      handler: async (request) => {
        const { eventId, userId } = request.params;
        await answerRequest({
          db,
          realtime,
          events,
          viewer: requireViewer(request),
          eventId,
          userId,
          answer,
        });
        return done(message);
      },
    });
  }

  route(app, endpoints.answerRsvp, {
    tags,
    handler: async (request) => {
      const viewer = requireViewer(request);
      await answerRsvp({
        db,
        realtime,
        events,
        viewer,
        eventId: request.params.id,
        rsvpStatus: request.body.rsvpStatus,
      });
      return done(RSVP_MESSAGES.updated);
    },
  });

  route(app, endpoints.eventCalendar, {
    tags,
    handler: async (request, reply) => {
      const calendar = await calendarEvent({
        db,
        viewer: requireViewer(request),
        eventId: request.params.id,
      });
      const base = app.deps.config.publicUrl ?? `${request.protocol}://${request.headers.host}`;
      const file = presentCalendarFile(calendar, base);
      return reply
        .type("text/calendar; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="${file.name}"`)
        .send(file.body);
    },
  });
};
