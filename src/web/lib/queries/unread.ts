import type { Unread } from "@shared/contracts/chat";
import { unreadCounts } from "@shared/endpoints/inbox";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../call-endpoint";
import { useRealtimeLive } from "../realtime";

export type { Unread };

import { unreadKeys } from "./keys";
import { pushedQuery } from "./pushed-query";

export { unreadKeys };

/** Unread counts per thread (beyond the SPEC). */
export const unreadQuery = (live: boolean) =>
  pushedQuery(unreadKeys.all, async (signal) => (await callEndpoint(unreadCounts, { signal })).data, live);

/** The chat tab's dot and the chat list's badges. */
export function useUnread() {
  return useQuery(unreadQuery(useRealtimeLive()));
}
