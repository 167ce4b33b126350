import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as endpoints from "../../../shared/endpoints/admin";
import { SAFETY_MESSAGES } from "../../../shared/texts";
import type { Db } from "../../db/client";
import { done, ok } from "../../platform/envelope";
import type { DomainEvents } from "../../platform/events/outbox";
import type { Realtime } from "../../platform/realtime-events";
import { route } from "../../platform/route";
import { matchesAndOpposites, pairCompatibility } from "../matching/service";
import {
  presentAdminUserCard,
  presentAdminUserProfile,
  presentCommonGround,
  presentFlaggedUser,
  presentMatchmaking,
  presentPairCompatibility,
} from "./presenter";
import {
  adminFlaggedUsers,
  adminListUsers,
  adminUserProfile,
  assignScore,
  banUser,
  commonGround,
  unbanUser,
  unflagUser,
} from "./users-service";

// Members, flags and matchmaking for admins (the admin guard runs in the parent plugin).
export const adminPeopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, realtime, events, memberIndex: index } = app.deps;
  const tags = ["admin"];
  const adminId = (request: { viewer: { userId: string } | null }) => request.viewer!.userId;

  route(app, endpoints.listUsers, {
    tags,
    handler: async (request) => {
      const rows = await adminListUsers({ db, ...request.query });
      return ok(rows.map((r) => presentAdminUserCard(storage, r)));
    },
  });

  route(app, endpoints.flaggedUsers, {
    tags,
    handler: async () => {
      const entries = await adminFlaggedUsers({ db });
      return ok(entries.map((e) => presentFlaggedUser(storage, e)));
    },
  });

  route(app, endpoints.userProfile, {
    tags,
    handler: async (request) => {
      const viewer = request.viewer!;
      const view = await adminUserProfile({ db, index, viewer, userId: request.params.id });
      return ok(presentAdminUserProfile(storage, viewer, view));
    },
  });

  route(app, endpoints.matchmaking, {
    tags,
    handler: async (request) => {
      const found = await matchesAndOpposites({ db, index, userId: request.params.id, limit: 50 });
      return ok(presentMatchmaking(storage, found));
    },
  });

  route(app, endpoints.pairCompatibility, {
    tags,
    handler: async (request) => {
      const { id1: userA, id2: userB } = request.params;
      return ok(presentPairCompatibility(await pairCompatibility({ db, index, userA, userB })));
    },
  });

  route(app, endpoints.commonGround, {
    tags,
    handler: async (request) => {
      const viewer = request.viewer!;
      const { id1: userA, id2: userB } = request.params;
      return ok(presentCommonGround(storage, viewer, await commonGround({ db, viewer, userA, userB })));
    },
  });

  route(app, endpoints.assignScore, {
    tags,
    handler: async (request) => {
      const { id1: userA, id2: userB } = request.params;
      const { score, reason } = request.body;
      await assignScore({ db, adminId: adminId(request), userA, userB, score, reason });
      return done(SAFETY_MESSAGES.scoreSaved);
    },
  });

  // Unflag, ban and unban: one member's id in, the moderation use case, its sentence out.
  const moderate = (
    endpoint: typeof endpoints.unflagUser | typeof endpoints.banUser | typeof endpoints.unbanUser,
    action: (opts: {
      db: Db;
      realtime: Realtime;
      events: DomainEvents;
      adminId: string;
      userId: string;
    }) => Promise<void>,
    message: string,
  ) =>
    route(app, endpoint, {
      tags,
      handler: async (request) => {
        await action({ db, realtime, events, adminId: adminId(request), userId: request.params.id });
        return done(message);
      },
    });
  moderate(endpoints.unflagUser, unflagUser, SAFETY_MESSAGES.unflagged);
  moderate(endpoints.banUser, banUser, SAFETY_MESSAGES.banned);
  moderate(endpoints.unbanUser, unbanUser, SAFETY_MESSAGES.unbanned);
};
