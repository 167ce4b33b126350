import type { Unread } from "@shared/contracts/chat";
import { unreadCounts } from "@shared/endpoints/inbox";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../call-endpoint";
import { useRealtimeLive } from "../realtime";

export type { Unread };

import { unreadKeys } from "./keys";

export { unreadKeys };

/** Unread counts per thread (beyond the SPEC); polled every 30 s only while the socket is down. */
export const unreadQuery = (live: boolean) =>
  queryOptions({
    queryKey: unreadKeys.all,
    queryFn: async ({ signal }) => (await callEndpoint(unreadCounts, { signal })).data,
    refetchInterval: live ? false : 30_000,
  });

/** The chat tab's dot and the chat list's badges. */
export function useUnread() {
  return useQuery(unreadQuery(useRealtimeLive()));
}
