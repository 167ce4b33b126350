import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as endpoints from "../../../shared/endpoints/moderation";
import { MODERATION_MESSAGES } from "../../../shared/texts";
import { done, ok, okPage } from "../../platform/envelope";
import { RATE_LIMITS } from "../../platform/rate-limit";
import { route } from "../../platform/route";
import { requireAdmin, requireViewer } from "../auth/guard";
import { openCaseCounts, openCases } from "./cases";
import { reportListing } from "./listing-reports-service";
import { decisionMessage, presentCase } from "./presenter";
import { resolveCase } from "./resolvers";

// The one moderation queue (issue 42 item 4, ADR 0043): a member reports a listing; admins page the
// open cases of every subject and decide one.
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, realtime, events } = app.deps;

  route(app, endpoints.reportListing, {
    tags: ["moderation"],
    config: { rateLimit: RATE_LIMITS.flags },
    handler: async (request) => {
      const viewer = requireViewer(request);
      const { reason, details } = request.body;
      await reportListing({ db, viewer, eventId: request.params.id, reason, details });
      return done(MODERATION_MESSAGES.listingReported);
    },
  });

  await app.register(async (admin) => {
    const tags = ["admin"];
    admin.addHook("preHandler", async (request) => {
      requireAdmin(request);
    });

    route(admin, endpoints.moderationCases, {
      tags,
      handler: async (request) => {
        const { subject, order, cursor, limit } = request.query;
        const page = await openCases({ db, subject, order, cursor, limit });
        return okPage({
          data: page.rows.map((row) => presentCase(storage, row)),
          nextCursor: page.nextCursor,
        });
      },
    });

    route(admin, endpoints.moderationCounts, {
      tags,
      handler: async () => ok(await openCaseCounts({ db })),
    });

    route(admin, endpoints.resolveCase, {
      tags,
      handler: async (request) => {
        const { subject, subjectId, decision } = request.body;
        const adminId = request.viewer!.userId;
        const resolved = await resolveCase({ db, realtime, events, adminId, subject, subjectId, decision });
        return done(decisionMessage(resolved.subject, resolved.decision));
      },
    });
  });
};
