import type { MatchedUserData, PersonCard } from "@shared/contracts/people";
import type { User } from "@shared/contracts/users";
import { sendDirectMessage } from "@shared/endpoints/chat";
import { listMatches, matchedUser } from "@shared/endpoints/matching";
import { blockMember, flagMember } from "@shared/endpoints/safety";
import { getUser } from "@shared/endpoints/users";
import { SAFETY_MESSAGES, SAY_HELLO_GREETING } from "@shared/texts";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../lib/api";
import { callEndpoint, callForSentence } from "../../lib/call-endpoint";
import { peopleKeys } from "../../lib/queries/people";

export type { PersonCard, User };

/** GET /api/matching/{userId}: the member's profile with the viewer's match percent and why. */
export type MatchedUser = MatchedUserData & {
  /**
   * True when the compatibility lookup failed and the profile came from GET /users/{id} instead:
   * the percent then reads "N/A" (SPEC 8 "Compatibility lookup failure shows N/A").
   */
  compatibilityFailed?: boolean;
};

/** Cards per page: a multiple of the 1-, 2- and 4-column grids, so pages end on a full row. */
export const MATCHES_PAGE_SIZE = 20;

export type MatchesPage = { people: PersonCard[]; nextCursor: string | null; total: number };

/** GET /api/matching?cursor=&limit=: one page of members, best match first. */
export async function fetchMatchesPage(cursor: string | null, signal?: AbortSignal): Promise<MatchesPage> {
  const body = await callEndpoint(listMatches, { query: { limit: MATCHES_PAGE_SIZE, cursor }, signal });
  const people = body.data ?? [];
  return { people, nextCursor: body.nextCursor ?? null, total: body.total ?? people.length };
}

/** SPEC 2 "/people": the matched members, one page at a time as the member scrolls. */
export function useMatches() {
  return useInfiniteQuery({
    queryKey: peopleKeys.matches(),
    queryFn: ({ pageParam, signal }) => fetchMatchesPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** True for answers that mean "this member is not there for you" (blocked either way, banned, unknown). */
export function isNotFound(err: unknown): boolean {
  return err instanceof ApiError && err.status === 404;
}

/** A failure of the matching service itself (server error or no answer), not of the member. */
function isServiceFailure(err: unknown): boolean {
  return err instanceof ApiError && (err.status === null || err.status >= 500);
}

/**
 * The member's profile for /people/detail/{userId}. When the compatibility lookup fails, the
 * profile is read from GET /users/{id} and the percent shows "N/A"; a 404 stays a 404 (blocked
 * or banned members are never shown).
 */
export async function fetchMatchedUser(userId: string, signal?: AbortSignal): Promise<MatchedUser> {
  try {
    return (await callEndpoint(matchedUser, { params: { userId }, signal })).data;
  } catch (err) {
    if (!isServiceFailure(err)) throw err;
    try {
      const user = (await callEndpoint(getUser, { params: { id: userId }, signal })).data;
      return {
        ...user,
        matchPercentage: null,
        whyYouMatch: null,
        whyYouMatchParts: [],
        compatibilityFailed: true,
      };
    } catch {
      throw err;
    }
  }
}

export function useMatchedUser(userId: string) {
  return useQuery({
    queryKey: peopleKeys.detail(userId),
    queryFn: ({ signal }) => fetchMatchedUser(userId, signal),
    enabled: userId !== "",
  });
}

/** POST /api/users/flag/{userId} {reason}: answers the server's thank-you sentence. */
export function useFlagUser(userId: string) {
  return useMutation({
    mutationFn: (reason: string) =>
      callForSentence(SAFETY_MESSAGES.flagged, flagMember, { params: { userId }, body: { reason } }),
  });
}

/** POST /api/users/block/{userId}; every people list and profile is read again afterwards. */
export function useBlockUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callForSentence(SAFETY_MESSAGES.blocked, blockMember, { params: { userId } }),
    onSuccess: () => {
      // The member leaves the matches at once (the list is read afresh, never shown with them);
      // everything else is marked stale without reading the now hidden profile back here.
      queryClient.removeQueries({ queryKey: peopleKeys.matches() });
      void queryClient.invalidateQueries({ queryKey: peopleKeys.all, refetchType: "none" });
    },
  });
}

/** SPEC 4 "Chat": "Say Hello" sends the fixed greeting as a direct message (POST /message/send/{userId}). */
export function useSayHello(userId: string) {
  return useMutation({
    mutationFn: async () => {
      await callEndpoint(sendDirectMessage, { params: { userId }, body: { content: SAY_HELLO_GREETING } });
    },
  });
}
