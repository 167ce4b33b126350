import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as endpoints from "../../../shared/endpoints/photo-check";
import { PHOTO_CHECK_MESSAGES } from "../../../shared/texts";
import { done, ok, okPage, okWithMessage } from "../../platform/envelope";
import { authorize } from "../../platform/errors";
import { RATE_LIMITS } from "../../platform/rate-limit";
import { route } from "../../platform/route";
import { requireAdmin, requireViewer } from "../auth/guard";
import { canReviewPhotoChecks } from "./policy";
import { presentPendingCheck, presentPhotoCheckStatus } from "./presenter";
import { readSelfie } from "./selfie-form";
import {
  assertAwaitingSelfie,
  decidePhotoCheck,
  pendingChecks,
  pendingCount,
  photoCheckStatus,
  selfieOf,
  startPhotoCheck,
  submitSelfie,
} from "./service";

type PhotoCheckDecision = Parameters<typeof decidePhotoCheck>[0]["decision"];

// "Verify your photo" (issue 38 item 4, ADR 0044): the member's own check, and the admins' queue.
// Times come from the app's clock.
export const photoCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, events, clock } = app.deps;
  const tags = ["users"];

  route(app, endpoints.myPhotoCheck, {
    tags,
    handler: async (request) =>
      ok(presentPhotoCheckStatus(await photoCheckStatus({ db, viewer: requireViewer(request) }))),
  });

  route(app, endpoints.startPhotoCheck, {
    tags,
    handler: async (request) => {
      const status = await startPhotoCheck({ db, viewer: requireViewer(request) });
      return okWithMessage(PHOTO_CHECK_MESSAGES.started, presentPhotoCheckStatus(status));
    },
  });

  route(app, endpoints.submitSelfie, {
    tags,
    config: { rateLimit: RATE_LIMITS.uploads },
    handler: async (request) => {
      const viewer = requireViewer(request);
      const selfie = await readSelfie(request, () => assertAwaitingSelfie({ db, viewer }));
      const status = await submitSelfie({ db, viewer, selfie, now: clock.now() });
      return okWithMessage(PHOTO_CHECK_MESSAGES.submitted, presentPhotoCheckStatus(status));
    },
  });

  await app.register(async (admin) => {
    const tags = ["admin"];
    admin.addHook("preHandler", async (request) => {
      authorize(canReviewPhotoChecks(requireAdmin(request)));
    });

    route(admin, endpoints.pendingPhotoChecks, {
      tags,
      handler: async (request) => {
        const page = await pendingChecks({ db, cursor: request.query.cursor, limit: request.query.limit });
        return okPage({
          data: page.rows.map((row) => presentPendingCheck(storage, row)),
          nextCursor: page.nextCursor,
        });
      },
    });

    route(admin, endpoints.photoCheckCounts, {
      tags,
      handler: async () => ok({ pending: await pendingCount({ db }) }),
    });

    // Never through the public /uploads route, never cached anywhere: the bytes reach an admin's
    // screen only, fetched with their token.
    route(admin, endpoints.photoCheckSelfie, {
      tags,
      handler: async (request, reply) => {
        const selfie = await selfieOf({ db, checkId: request.params.id });
        return reply
          .type(selfie.contentType)
          .header("Cache-Control", "private, no-store")
          .header("X-Content-Type-Options", "nosniff")
          .header("Content-Disposition", "inline")
          .send(selfie.body);
      },
    });

    // Approving and rejecting are one decision, by the admin asking, at the app's clock: only the
    // outcome differs.
    const decide = (adminId: string, checkId: string, decision: PhotoCheckDecision) =>
      decidePhotoCheck({ events, adminId, checkId, decision, now: clock.now() });

    route(admin, endpoints.approvePhotoCheck, {
      tags,
      handler: async (request) => {
        await decide(request.viewer!.userId, request.params.id, { outcome: "approved" });
        return done(PHOTO_CHECK_MESSAGES.approved);
      },
    });

    route(admin, endpoints.rejectPhotoCheck, {
      tags,
      handler: async (request) => {
        await decide(request.viewer!.userId, request.params.id, {
          outcome: "rejected",
          reason: request.body.reason,
        });
        return done(PHOTO_CHECK_MESSAGES.rejected);
      },
    });
  });
};
