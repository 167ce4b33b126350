import type {
  AdminUserCard,
  adminCompatibilityResponse,
  adminUserProfileResponse,
  commonResponse,
  FlaggedUser,
  matchmakingResponse,
  ScoredPerson,
} from "@shared/contracts/people";
import * as admin from "@shared/endpoints/admin";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { API_BASE } from "../../../lib/api";
import { callEndpoint, endpointUrl } from "../../../lib/call-endpoint";

// The admin calls of SPEC 7 about members, flags and matchmaking (the methods the spec hides are
// the server's: PATCH for ban, unban and unflag, POST for a score) and their TanStack Query hooks.

export type { AdminUserCard, FlaggedUser, ScoredPerson };
export type AdminUserProfile = z.infer<typeof adminUserProfileResponse>["data"];
export type Matchmaking = z.infer<typeof matchmakingResponse>["data"];
export type PairCompatibility = z.infer<typeof adminCompatibilityResponse>["data"];
export type PairCommon = z.infer<typeof commonResponse>["data"];
export type MemberAnswers = PairCommon["user1Details"];
export type Flag = AdminUserProfile["flags"][number];

/** Everything under this key is refreshed after a ban, an unban, an unflag or a score. */
export const adminPeopleKey = ["admin", "people"] as const;
export const adminUsersKey = (q: string, gender: string) => [...adminPeopleKey, "users", q, gender] as const;
export const flaggedUsersKey = [...adminPeopleKey, "flagged"] as const;
export const adminUserKey = (id: string) => [...adminPeopleKey, "user", id] as const;
export const matchmakingKey = (id: string) => [...adminPeopleKey, "matchmaking", id] as const;
export const pairKey = (id1: string, id2: string) => [...adminPeopleKey, "pair", id1, id2] as const;

/** The longest reason the server keeps for a score. */
export const SCORE_REASON_MAX = 500;

/** The member search, without its empty fields. */
const adminUsersQuery = (q: string, gender: string) => ({
  q: q.trim() || undefined,
  gender: gender || undefined,
});

export function adminUsersPath(q: string, gender: string): string {
  return endpointUrl(admin.listUsers, { query: adminUsersQuery(q, gender) }).slice(API_BASE.length);
}

/** GET /api/admin/users?q=&gender=: members by name, searchable by name or location. */
export function useAdminUsers(q: string, gender: string) {
  return useQuery({
    queryKey: adminUsersKey(q, gender),
    queryFn: async ({ signal }) =>
      (await callEndpoint(admin.listUsers, { query: adminUsersQuery(q, gender), signal })).data,
    // The previous results stay on screen while the next search runs, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/flagged-users: members with open flags, most flagged first. */
export function useFlaggedUsers() {
  return useQuery({
    queryKey: flaggedUsersKey,
    queryFn: async ({ signal }) => (await callEndpoint(admin.flaggedUsers, { signal })).data,
  });
}

/** GET /api/admin/user/{id}: the whole profile with private details, open flags and top matches. */
export function useAdminUser(id: string) {
  return useQuery({
    queryKey: adminUserKey(id),
    queryFn: async ({ signal }) => (await callEndpoint(admin.userProfile, { params: { id }, signal })).data,
    enabled: id !== "",
  });
}

/** GET /api/admin/matchmaking/{id}: possible matches and possible opposites. */
export function useMatchmaking(id: string) {
  return useQuery({
    queryKey: matchmakingKey(id),
    queryFn: async ({ signal }) => (await callEndpoint(admin.matchmaking, { params: { id }, signal })).data,
    enabled: id !== "",
  });
}

type PairParams = { id1: string; id2: string };

/** A read about a pair of members, kept under the pair's key so that a new score refreshes it. */
function pairQuery<T>(
  part: string,
  { id1, id2 }: PairParams,
  enabled: boolean,
  read: (params: PairParams, signal: AbortSignal) => Promise<{ data: T }>,
) {
  return queryOptions({
    queryKey: [...pairKey(id1, id2), part],
    queryFn: async ({ signal }) => (await read({ id1, id2 }, signal)).data,
    enabled: enabled && id1 !== "" && id2 !== "",
  });
}

/** GET /api/admin/matchmaking/compatibility/{id1}/{id2}: the pair's score and whether an admin set it. */
export function usePairCompatibility(id1: string, id2: string, enabled = true) {
  return useQuery(
    pairQuery("compatibility", { id1, id2 }, enabled, (params, signal) =>
      callEndpoint(admin.pairCompatibility, { params, signal }),
    ),
  );
}

/** GET /api/admin/matchmaking/common/{id1}/{id2}: both members' answers and their common ideal scenes. */
export function usePairCommon(id1: string, id2: string, enabled = true) {
  return useQuery(
    pairQuery("common", { id1, id2 }, enabled, (params, signal) =>
      callEndpoint(admin.commonGround, { params, signal }),
    ),
  );
}

export type ScorePayload = { score: number; reason: string };

/** POST /api/admin/matchmaking/assign-score/{id1}/{id2} {score, reason}: answers the server's message. */
export function useAssignScore(id1: string, id2: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: ScorePayload) =>
      (await callEndpoint(admin.assignScore, { params: { id1, id2 }, body: payload })).message ?? null,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPeopleKey }),
  });
}

export type ModerationAction = "ban" | "unban" | "unflag";

const moderation = { ban: admin.banUser, unban: admin.unbanUser, unflag: admin.unflagUser } as const;

/**
 * PATCH ban, unban or unflag. Answers the server's message ("User has been banned." and so on) and
 * its code; success or failure, every member query is read again (SPEC: the page reloads), so that a
 * change another admin made meanwhile shows too.
 */
export function useModerateUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: ModerationAction) => {
      // The sentence and its code (ADR 0056): the screen says it in the admin's language.
      const body = await callEndpoint(moderation[action], { params: { id } });
      return { message: body.message ?? null, code: body.code ?? null };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPeopleKey }),
  });
}
