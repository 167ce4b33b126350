import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as endpoints from "../../../shared/endpoints/my-data";
import { MY_DATA_MESSAGES } from "../../../shared/texts";
import { done, ok } from "../../platform/envelope";
import { route } from "../../platform/route";
import { requireAdmin, requireViewer } from "../auth/guard";
import { deleteAccount } from "./delete-service";
import { downloadExport, latestExport, requestExport } from "./export-service";
import { exportFileName, presentDataExport, presentLatestExport } from "./presenter";

// A member's own data (ADR 0025): their copy and the deletion of their account, and the same for an
// admin acting on a member's request.
export const myDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, realtime, jobs, events } = app.deps;
  const tags = ["my-data"];

  route(app, endpoints.requestExport, {
    tags,
    handler: async (request) => {
      const viewer = requireViewer(request);
      const copy = await requestExport({ db, viewer, userId: viewer.userId });
      jobs.wake();
      return ok(presentDataExport(copy));
    },
  });

  route(app, endpoints.latestExport, {
    tags,
    handler: async (request) => {
      const viewer = requireViewer(request);
      return ok(
        presentLatestExport(await latestExport({ db, userId: viewer.userId, requestedBy: viewer.userId })),
      );
    },
  });

  route(app, endpoints.downloadExport, {
    tags,
    handler: async (request, reply) => {
      const copy = await downloadExport({ db, viewer: requireViewer(request), exportId: request.params.id });
      return reply
        .type("application/zip")
        .header("Content-Disposition", `attachment; filename="${exportFileName(copy)}"`)
        .header("Content-Length", copy.size)
        .header("Cache-Control", "no-store")
        .send(copy.stream);
    },
  });

  route(app, endpoints.deleteAccount, {
    tags,
    handler: async (request) => {
      const viewer = requireViewer(request);
      await deleteAccount({
        db,
        realtime,
        events,
        viewer,
        userId: viewer.userId,
        confirmation: request.body.confirmation,
      });
      return done(MY_DATA_MESSAGES.accountDeleted);
    },
  });

  route(app, endpoints.adminRequestExport, {
    tags,
    handler: async (request) => {
      const viewer = requireAdmin(request);
      const copy = await requestExport({ db, viewer, userId: request.params.id });
      jobs.wake();
      return ok(presentDataExport(copy));
    },
  });

  route(app, endpoints.adminLatestExport, {
    tags,
    handler: async (request) => {
      const viewer = requireAdmin(request);
      return ok(
        presentLatestExport(
          await latestExport({ db, userId: request.params.id, requestedBy: viewer.userId }),
        ),
      );
    },
  });

  route(app, endpoints.adminDeleteAccount, {
    tags,
    handler: async (request) => {
      const viewer = requireAdmin(request);
      const { id: userId } = request.params;
      await deleteAccount({ db, realtime, events, viewer, userId, confirmation: request.body.confirmation });
      return done(MY_DATA_MESSAGES.memberDeleted);
    },
  });
};
