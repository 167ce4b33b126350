import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorEnvelope } from "../../../shared/contracts/envelope";
import { messageResponse } from "../../../shared/contracts/events";
import {
  adminCompatibilityResponse,
  adminUserProfileResponse,
  adminUsersQuery,
  adminUsersResponse,
  assignScoreBody,
  commonResponse,
  flaggedUsersResponse,
  matchmakingResponse,
} from "../../../shared/contracts/people";
import { MEMBER_NOT_FOUND, SAFETY_MESSAGES } from "../../../shared/texts";
import { done, ok } from "../../platform/envelope";
import { idParam } from "../../platform/ids";
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

// A member id that is not a uuid names nobody: 404, like a missing member, before any query runs.
const memberId = idParam(MEMBER_NOT_FOUND);
const idParams = z.object({ id: memberId });
const pairParams = z.object({ id1: memberId, id2: memberId });
const errors = { 400: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };

// Members, flags and matchmaking for admins (the admin guard runs in the parent plugin).
export const adminPeopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, realtime, memberIndex: index } = app.deps;
  const tags = ["admin"];
  const adminId = (request: { viewer: { userId: string } | null }) => request.viewer!.userId;

  app.get(
    "/users",
    {
      schema: {
        tags,
        summary: "Members, searchable by name, location and gender",
        querystring: adminUsersQuery,
        response: { 200: adminUsersResponse },
      },
    },
    async (request) => {
      const rows = await adminListUsers({ db, ...request.query });
      return ok(rows.map((r) => presentAdminUserCard(storage, r)));
    },
  );

  app.get(
    "/flagged-users",
    { schema: { tags, summary: "Members with open flags", response: { 200: flaggedUsersResponse } } },
    async () => {
      const entries = await adminFlaggedUsers({ db });
      return ok(entries.map((e) => presentFlaggedUser(storage, e)));
    },
  );

  app.get(
    "/user/:id",
    {
      schema: {
        tags,
        summary: "A member's full profile for admins",
        params: idParams,
        response: { 200: adminUserProfileResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = request.viewer!;
      const view = await adminUserProfile({ db, index, viewer, userId: request.params.id });
      return ok(presentAdminUserProfile(storage, viewer, view));
    },
  );

  app.get(
    "/matchmaking/:id",
    {
      schema: {
        tags,
        summary: "Possible matches and possible opposites",
        params: idParams,
        response: { 200: matchmakingResponse, ...errors },
      },
    },
    async (request) => {
      const found = await matchesAndOpposites({ db, index, userId: request.params.id, limit: 50 });
      return ok(presentMatchmaking(storage, found));
    },
  );

  app.get(
    "/matchmaking/compatibility/:id1/:id2",
    {
      schema: {
        tags,
        summary: "A pair's compatibility (the admin's score when assigned)",
        params: pairParams,
        response: { 200: adminCompatibilityResponse, ...errors },
      },
    },
    async (request) => {
      const { id1: userA, id2: userB } = request.params;
      return ok(presentPairCompatibility(await pairCompatibility({ db, index, userA, userB })));
    },
  );

  app.get(
    "/matchmaking/common/:id1/:id2",
    {
      schema: {
        tags,
        summary: "Both members' answers and their common ideal scenes",
        params: pairParams,
        response: { 200: commonResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = request.viewer!;
      const { id1: userA, id2: userB } = request.params;
      return ok(presentCommonGround(storage, viewer, await commonGround({ db, viewer, userA, userB })));
    },
  );

  app.post(
    "/matchmaking/assign-score/:id1/:id2",
    {
      schema: {
        tags,
        summary: "Assign a pair's compatibility by hand",
        params: pairParams,
        body: assignScoreBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const { id1: userA, id2: userB } = request.params;
      const { score, reason } = request.body;
      await assignScore({ db, adminId: adminId(request), userA, userB, score, reason });
      return done(SAFETY_MESSAGES.scoreSaved);
    },
  );

  app.patch(
    "/unflag/:id",
    {
      schema: {
        tags,
        summary: "Resolve a member's open flags",
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await unflagUser({ db, adminId: adminId(request), userId: request.params.id });
      return done(SAFETY_MESSAGES.unflagged);
    },
  );

  app.patch(
    "/users/:id/ban",
    {
      schema: {
        tags,
        summary: "Ban a member (revokes their sessions at once)",
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await banUser({ db, realtime, adminId: adminId(request), userId: request.params.id });
      return done(SAFETY_MESSAGES.banned);
    },
  );

  app.patch(
    "/users/:id/unban",
    {
      schema: {
        tags,
        summary: "Lift a ban",
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await unbanUser({ db, adminId: adminId(request), userId: request.params.id });
      return done(SAFETY_MESSAGES.unbanned);
    },
  );
};
