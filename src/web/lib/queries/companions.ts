import type { Companion } from "@shared/contracts/chat";
import { companions } from "@shared/endpoints/chat";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../call-endpoint";

export type { Companion };

import { companionKeys } from "./keys";

export { companionKeys };

/** SPEC 7 GET /message/getAllFriends: members one has exchanged messages with, newest first. */
export const companionsQuery = () =>
  queryOptions({
    queryKey: companionKeys.all,
    queryFn: async ({ signal }) => (await callEndpoint(companions, { signal })).data,
  });

export function useCompanions() {
  return useQuery(companionsQuery());
}
