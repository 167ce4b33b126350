import type { DirectStanding, PinnedMessage, Reader, SeenBy } from "@shared/contracts/chat-thread";
import * as thread from "@shared/endpoints/chat-thread";
import { LIMITS } from "@shared/limits";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { isClientError } from "../../lib/api";
import { callEndpoint } from "../../lib/call-endpoint";
import { chatKeys } from "../../lib/queries/keys";
import { useRealtimeLive } from "../../lib/realtime";

export type { DirectStanding, PinnedMessage, Reader, SeenBy };

// What a thread shows beside its messages (issue 28 items 3 and 4). While the socket is live its
// pushes keep these current (lib/queries/seen-pin-cache.ts); while it is down they are read with
// the thread's 3-second poll.

/** Who has read the thread: a conversation (`user`, the other member's id), or a group the viewer hosts. */
export function useSeenBy(kind: "user" | "group", id: string, enabled: boolean) {
  const live = useRealtimeLive();
  return useQuery({
    queryKey: chatKeys.seen(kind, id),
    queryFn: async ({ signal }) => (await callEndpoint(thread.seenBy, { params: { kind, id }, signal })).data,
    enabled: enabled && id !== "",
    staleTime: 0,
    refetchInterval: (query) => (live || isClientError(query.state.error) ? false : LIMITS.chatPollMs),
  });
}

/** The group's pinned message (null when none). */
export function usePinned(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.pinned(eventId),
    // Cached as the answer ({ pinned }), as the pin's answer and its push write it.
    queryFn: async ({ signal }) =>
      (await callEndpoint(thread.pinnedMessage, { params: { eventId }, signal })).data,
    select: (data: { pinned: PinnedMessage | null }) => data.pinned,
    enabled: enabled && eventId !== "",
  });
}

/** The host pins one of the group's messages (an id) or takes the pin down (null). */
export function usePin(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (messageId: string | null) =>
      messageId === null
        ? (await callEndpoint(thread.unpinMessage, { params: { eventId } })).data
        : (await callEndpoint(thread.pinMessage, { params: { eventId }, body: { messageId } })).data,
    onSuccess: (answer) => queryClient.setQueryData(chatKeys.pinned(eventId), answer),
  });
}

/**
 * Whether the viewer and the other member of a conversation have been on an experience together
 * (issue 38 item 8): until they have, the thread cautions under money talk and links. It changes
 * only when an experience starts, so it is read once per visit, not polled.
 */
export function useDirectStanding(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.standing(userId),
    queryFn: async ({ signal }) =>
      (await callEndpoint(thread.directStanding, { params: { userId }, signal })).data,
    enabled: enabled && userId !== "",
    staleTime: 5 * 60_000,
  });
}
