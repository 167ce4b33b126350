import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as endpoints from "../../../shared/endpoints/my-data";
import { MY_DATA_MESSAGES } from "../../../shared/texts";
import { done, ok } from "../../platform/envelope";
import { route } from "../../platform/route";
import { requireAdmin, requireViewer } from "../auth/guard";
import type { Viewer } from "../auth/session-service";
import { deleteAccount } from "./delete-service";
import { downloadExport, latestExport, requestExport } from "./export-service";
import { exportFileName, presentDataExport, presentLatestExport } from "./presenter";

// Who acts on whose data: the member on their own (/users/me), or an admin for the member the path
// names (/admin/users/:id), on that member's request.
type Actor = { viewer: Viewer; userId: string };

const self = (request: FastifyRequest): Actor => {
  const viewer = requireViewer(request);
  return { viewer, userId: viewer.userId };
};

const forMember = (request: FastifyRequest & { params: { id: string } }): Actor => ({
  viewer: requireAdmin(request),
  userId: request.params.id,
});

// A member's own data (ADR 0025): their copy and the deletion of their account, and the same for an
// admin acting on a member's request: each use case once, registered for both actors.
export const myDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, realtime, jobs, events } = app.deps;
  const tags = ["my-data"];

  const askForCopy = async ({ viewer, userId }: Actor) => {
    const copy = await requestExport({ db, viewer, userId });
    jobs.wake();
    return ok(presentDataExport(copy));
  };
  const latestCopy = async ({ viewer, userId }: Actor) =>
    ok(presentLatestExport(await latestExport({ db, userId, requestedBy: viewer.userId })));
  const deleteData = async ({ viewer, userId }: Actor, confirmation: string, message: string) => {
    await deleteAccount({ db, realtime, events, viewer, userId, confirmation });
    return done(message);
  };

  route(app, endpoints.requestExport, { tags, handler: async (request) => askForCopy(self(request)) });

  route(app, endpoints.latestExport, { tags, handler: async (request) => latestCopy(self(request)) });

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
    handler: async (request) =>
      deleteData(self(request), request.body.confirmation, MY_DATA_MESSAGES.accountDeleted),
  });

  route(app, endpoints.adminRequestExport, {
    tags,
    handler: async (request) => askForCopy(forMember(request)),
  });

  route(app, endpoints.adminLatestExport, {
    tags,
    handler: async (request) => latestCopy(forMember(request)),
  });

  route(app, endpoints.adminDeleteAccount, {
    tags,
    handler: async (request) =>
      deleteData(forMember(request), request.body.confirmation, MY_DATA_MESSAGES.memberDeleted),
  });
};
