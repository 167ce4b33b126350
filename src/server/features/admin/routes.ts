import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as endpoints from "../../../shared/endpoints/admin";
import { ATTENDANCE_MESSAGES, JOB_MESSAGES, MESSAGES } from "../../../shared/texts";
import { done, ok } from "../../platform/envelope";
import { route } from "../../platform/route";
import { presentAttendanceContest } from "../attendance/presenter";
import { openContests, resolveContest } from "../attendance/service";
import { requireAdmin } from "../auth/guard";
import { adminGetEvent, adminListEvents } from "../events/admin-listing";
import { approveEvent, rejectEvent } from "../events/lifecycle-service";
import { listFailedJobs, retryJob } from "./jobs-service";
import { adminMessageFlagRoutes } from "./message-flag-routes";
import { adminPeopleRoutes } from "./people-routes";
import { presentAdminEvent, presentFailedJob } from "./presenter";
import { adminReviewRoutes } from "./review-routes";

// Everything under /api/admin is for admins only, whatever the route (the endpoints' paths carry
// the /admin prefix; this plugin's hook guards every route registered in it).
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, realtime, jobs, events } = app.deps;
  const tags = ["admin"];
  app.addHook("preHandler", async (request) => {
    requireAdmin(request);
  });
  await app.register(adminPeopleRoutes);
  await app.register(adminReviewRoutes);
  await app.register(adminMessageFlagRoutes);

  route(app, endpoints.listEvents, {
    tags,
    handler: async (request) => {
      const items = await adminListEvents({ db, q: request.query.q });
      return ok(items.map((i) => presentAdminEvent(storage, i)));
    },
  });

  route(app, endpoints.getEvent, {
    tags,
    handler: async (request) => {
      const item = await adminGetEvent({ db, eventId: request.params.id });
      return ok(presentAdminEvent(storage, item));
    },
  });

  route(app, endpoints.approveEvent, {
    tags,
    handler: async (request) => {
      await approveEvent({
        db,
        realtime,
        events,
        adminId: request.viewer!.userId,
        eventId: request.params.id,
      });
      return done(MESSAGES.listingApproved);
    },
  });

  route(app, endpoints.rejectEvent, {
    tags,
    handler: async (request) => {
      const { id: eventId } = request.params;
      const reason = request.body.rejectionReason;
      await rejectEvent({ db, realtime, events, adminId: request.viewer!.userId, eventId, reason });
      return done(MESSAGES.listingRejected);
    },
  });

  route(app, endpoints.attendanceContests, {
    tags,
    handler: async () => ok((await openContests({ db })).map((c) => presentAttendanceContest(storage, c))),
  });

  route(app, endpoints.resolveContest, {
    tags,
    handler: async (request) => {
      const { eventId, userId } = request.params;
      const adminId = request.viewer!.userId;
      const decision = await resolveContest({
        db,
        realtime,
        events,
        adminId,
        eventId,
        userId,
        decision: request.body.decision,
      });
      return done(decision === "uphold" ? ATTENDANCE_MESSAGES.upheld : ATTENDANCE_MESSAGES.overturned);
    },
  });

  route(app, endpoints.failedJobs, {
    tags,
    handler: async () => ok((await listFailedJobs({ db })).map(presentFailedJob)),
  });

  route(app, endpoints.retryJob, {
    tags,
    handler: async (request) => {
      await retryJob({ db, jobs, jobId: request.params.id });
      return done(JOB_MESSAGES.retried);
    },
  });
};
