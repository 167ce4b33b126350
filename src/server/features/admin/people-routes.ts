import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { compatibility } from "../../../shared/compatibility";
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
import { notFound } from "../../platform/errors";
import { imageUrl } from "../../platform/storage";
import { viewerContext } from "../matching/member-index";
import { presentScoredPerson } from "../matching/presenter";
import { MEMBER_NOT_FOUND, matchesAndOpposites } from "../matching/service";
import { SAFETY_MESSAGES } from "../safety/messages";
import { presentUser } from "../users/presenter";
import { getUserProfile } from "../users/service";
import {
  adminFlaggedUsers,
  adminFlagsOf,
  adminListUsers,
  assignScore,
  banUser,
  unbanUser,
  unflagUser,
} from "./users-service";

const idParams = z.object({ id: z.string() });
const pairParams = z.object({ id1: z.string(), id2: z.string() });
const errors = { 400: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };

// Members, flags and matchmaking for admins (the admin guard runs in the parent plugin).
export const adminPeopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, memberIndex: index } = app.deps;
  const tags = ["admin"];
  const adminId = (request: { viewer: { userId: string } | null }) => request.viewer!.userId;

  type FlagRow = Awaited<ReturnType<typeof adminFlagsOf>>[number];
  const presentFlag = (f: FlagRow) => ({
    _id: f.flagId,
    reason: f.reason,
    createdAt: f.createdAt.toISOString(),
    reportedBy: { _id: f.reporter.id, name: f.reporter.name, avatar: imageUrl(storage, f.reporter.avatar) },
  });

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
      const rows = await adminListUsers(db, request.query);
      return {
        success: true as const,
        data: rows.map((r) => ({
          _id: r.id,
          name: r.name,
          avatar: imageUrl(storage, r.avatar),
          gender: r.gender,
          location: `${r.city}, ${r.country}`,
          role: r.role,
          isBanned: r.isBanned,
          flagCount: r.flagCount,
        })),
      };
    },
  );

  app.get(
    "/flagged-users",
    { schema: { tags, summary: "Members with open flags", response: { 200: flaggedUsersResponse } } },
    async () => {
      const entries = await adminFlaggedUsers(db);
      return {
        success: true as const,
        data: entries.map(({ user, flags }) => ({
          _id: user.userId,
          name: user.name,
          avatar: imageUrl(storage, user.avatar),
          gender: user.gender,
          location: `${user.city}, ${user.country}`,
          isBanned: user.isBanned,
          flagCount: flags.length,
          flags: flags.map(presentFlag),
        })),
      };
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
      const profile = await getUserProfile({ db, userId: request.params.id, viewer });
      if (!profile) throw notFound(MEMBER_NOT_FOUND);
      const flags = await adminFlagsOf(db, profile.user.id);
      const matches = profile.user.isBanned
        ? []
        : (await matchesAndOpposites({ db, index, userId: profile.user.id, limit: 6 })).matches;
      return {
        success: true as const,
        data: {
          ...presentUser(storage, profile, viewer),
          flags: flags.map(presentFlag),
          flagCount: flags.length,
          matches: matches.map((m) => presentScoredPerson(storage, m.member, m.score)),
        },
      };
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
      const { matches, opposites } = await matchesAndOpposites({
        db,
        index,
        userId: request.params.id,
        limit: 50,
      });
      return {
        success: true as const,
        data: {
          matches: matches.map((m) => presentScoredPerson(storage, m.member, m.score)),
          opposites: opposites.map((m) => presentScoredPerson(storage, m.member, m.score)),
        },
      };
    },
  );

  const pair = async (id1: string, id2: string) => {
    const context = await viewerContext(db, id1);
    const snapshot = await index.snapshotAt(context.generation);
    const a = snapshot.byId.get(id1);
    const b = snapshot.byId.get(id2);
    if (!a || !b) throw notFound(MEMBER_NOT_FOUND);
    return { a, b, assigned: context.overrides.get(id2) };
  };

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
      const { a, b, assigned } = await pair(request.params.id1, request.params.id2);
      return {
        success: true as const,
        data: {
          compatibility: assigned ?? compatibility(a.profile, b.profile),
          assigned: assigned !== undefined,
        },
      };
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
      const [p1, p2] = await Promise.all([
        getUserProfile({ db, userId: request.params.id1, viewer }),
        getUserProfile({ db, userId: request.params.id2, viewer }),
      ]);
      if (!p1 || !p2) throw notFound(MEMBER_NOT_FOUND);
      const details = (p: NonNullable<typeof p1>) => {
        const u = presentUser(storage, p, viewer);
        return {
          _id: u._id,
          name: u.name,
          avatar: u.avatar,
          gender: u.gender,
          location: u.location,
          scenePreferences: u.scenePreferences,
          idealScenes: u.idealScenes,
          sceneEnergy: u.sceneEnergy,
          vibe: u.vibe,
          spontaneityComfort: u.spontaneityComfort,
          scenePurpose: u.scenePurpose,
          profileDetails: u.profileDetails,
        };
      };
      return {
        success: true as const,
        data: {
          commonIdealScenes: p1.user.idealScenes.filter((s) => p2.user.idealScenes.includes(s)),
          user1Details: details(p1),
          user2Details: details(p2),
        },
      };
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
      await assignScore(db, adminId(request), {
        userA: request.params.id1,
        userB: request.params.id2,
        score: request.body.score,
        reason: request.body.reason,
      });
      return { success: true as const, message: SAFETY_MESSAGES.scoreSaved, data: null };
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
      await unflagUser(db, adminId(request), request.params.id);
      return { success: true as const, message: SAFETY_MESSAGES.unflagged, data: null };
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
      await banUser(db, adminId(request), request.params.id);
      // Sessions are revoked; this closes the member's open sockets in every process.
      await app.deps.realtime.publish({ type: "user-banned", userId: request.params.id });
      return { success: true as const, message: SAFETY_MESSAGES.banned, data: null };
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
      await unbanUser(db, adminId(request), request.params.id);
      return { success: true as const, message: SAFETY_MESSAGES.unbanned, data: null };
    },
  );
};
