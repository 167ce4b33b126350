import type { Companion } from "@shared/contracts/chat";
import { companions } from "@shared/endpoints/chat";
import { CHAT_LIST_FIRST } from "@shared/limits";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../call-endpoint";

export type { Companion };

import { companionKeys, type NewestCompanions } from "./keys";

export { companionKeys, type NewestCompanions };

/** SPEC 7 GET /message/getAllFriends: members one has exchanged messages with, newest first. */
export const companionsQuery = () =>
  queryOptions({
    queryKey: companionKeys.all,
    queryFn: async ({ signal }) => (await callEndpoint(companions, { signal })).data,
  });

export function useCompanions(options: { enabled?: boolean } = {}) {
  return useQuery({ ...companionsQuery(), ...options });
}

/**
 * The chat list's first screenful (ADR 0058): the newest conversations a preview shows at any width,
 * and how many the whole list holds, for "Show all (N)". The whole list loads when asked for.
 */
export const newestCompanionsQuery = () =>
  queryOptions({
    queryKey: companionKeys.newest,
    queryFn: async ({ signal }): Promise<NewestCompanions> => {
      const answer = await callEndpoint(companions, { query: { limit: CHAT_LIST_FIRST }, signal });
      return { items: answer.data, total: answer.total ?? answer.data.length };
    },
  });

/** The newest conversations as a list query, and the whole list's count once known. */
export function useNewestCompanions() {
  const items = useQuery({ ...newestCompanionsQuery(), select: (newest) => newest.items });
  const total = useQuery({ ...newestCompanionsQuery(), select: (newest) => newest.total }).data;
  return { items, total };
}
