import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as endpoints from "../../../shared/endpoints/attendance";
import { ATTENDANCE_MESSAGES } from "../../../shared/texts";
import { done, ok } from "../../platform/envelope";
import { RATE_LIMITS } from "../../platform/rate-limit";
import { route } from "../../platform/route";
import { requireViewer } from "../auth/guard";
import { presentAttendanceSheet, presentMyAttendance } from "./presenter";
import { attendanceSheet, contestMark, markAttendance, memberAttendance, myAttendance } from "./service";

// Showing up (ADR 0023): the host's marking sheet, a member's record, and contests of a mark.
export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, realtime, events } = app.deps;
  const tags = ["attendance"];

  route(app, endpoints.attendanceSheet, {
    tags,
    handler: async (request) => {
      const viewer = requireViewer(request);
      const sheet = await attendanceSheet({ db, viewer, eventId: request.params.id });
      return ok(presentAttendanceSheet(storage, sheet));
    },
  });

  route(app, endpoints.markAttendance, {
    tags,
    handler: async (request) => {
      const viewer = requireViewer(request);
      const { id: eventId } = request.params;
      await markAttendance({ db, realtime, events, viewer, eventId, came: request.body.came });
      return done(ATTENDANCE_MESSAGES.marked);
    },
  });

  route(app, endpoints.contestMark, {
    tags,
    config: { rateLimit: RATE_LIMITS.flags },
    handler: async (request) => {
      const viewer = requireViewer(request);
      await contestMark({ db, viewer, eventId: request.params.id, reason: request.body.reason });
      return done(ATTENDANCE_MESSAGES.contested);
    },
  });

  route(app, endpoints.myAttendance, {
    tags,
    handler: async (request) =>
      ok(presentMyAttendance(await myAttendance({ db, viewer: requireViewer(request) }))),
  });

  route(app, endpoints.memberAttendance, {
    tags,
    handler: async (request) => {
      const viewer = requireViewer(request);
      return ok(await memberAttendance({ db, viewer, userId: request.params.userId }));
    },
  });
};
