import type {
  ChatGroup,
  Companion,
  DirectMessage,
  GroupMessage,
  PendingRequest,
  Unread,
} from "@shared/contracts/chat";
import * as chat from "@shared/endpoints/chat";
import { answerRsvp } from "@shared/endpoints/events";
import { readThread } from "@shared/endpoints/inbox";
import { LIMITS } from "@shared/limits";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, isClientError } from "../../lib/api";
import { callEndpoint } from "../../lib/call-endpoint";
import { companionKeys } from "../../lib/queries/companions";
import { eventKeys } from "../../lib/queries/events";
import { type ThreadRef, threadWasRead } from "../../lib/queries/inbox-cache";
import { chatKeys } from "../../lib/queries/keys";
import { addToThread, mergeMessages, takeEarlyMessages } from "../../lib/queries/thread-cache";
import { userKeys } from "../../lib/queries/users";
import { useRealtimeLive } from "../../lib/realtime";

export type { ChatGroup, Companion, DirectMessage, GroupMessage, PendingRequest, Unread };

// SPEC 7 chat calls. While the socket is live, pushes keep these caches current (see
// app/realtime-bridge.ts); while it is down, the open thread polls every 3 s (SPEC 4 "Chat").
export { addToThread, chatKeys, mergeMessages };

// Catch-up asks from a little before the newest message held, so a message that committed late
// is not skipped; ids already held are dropped, so nothing shows twice.
const CATCH_UP_OVERLAP_MS = 10_000;

type Message = { _id: string; createdAt: string };

function sinceQuery(held: readonly Message[] | undefined): { since?: string } {
  const newest = held?.at(-1);
  if (!newest) return {};
  return { since: new Date(new Date(newest.createdAt).getTime() - CATCH_UP_OVERLAP_MS).toISOString() };
}

/** Reads a thread's messages, from `since` on when given. */
type ReadThread<T> = (query: { since?: string }, signal: AbortSignal) => Promise<{ data: T[] }>;

function useThread<T extends Message>(key: readonly unknown[], read: ReadThread<T>, enabled: boolean) {
  const queryClient = useQueryClient();
  const live = useRealtimeLive();
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const body = await read(sinceQuery(queryClient.getQueryData<T[]>(key)), signal);
      // Merged with what is held now, not when the read left: a message pushed meanwhile may be
      // newer than the server's answer, and must not be overwritten by it.
      const held = queryClient.getQueryData<T[]>(key) ?? [];
      return mergeMessages(held, [...body.data, ...takeEarlyMessages<T>(queryClient, key)]);
    },
    enabled,
    staleTime: 0,
    // A refusal (not a member, no such member) will not change by asking every 3 s; a network
    // failure might, so polling goes on through those.
    refetchInterval: (query) => (live || isClientError(query.state.error) ? false : LIMITS.chatPollMs),
  });
}

/** SPEC 7 GET /message/conversation/{userId}. */
export function useConversation(userId: string) {
  return useThread<DirectMessage>(
    chatKeys.direct(userId),
    (query, signal) => callEndpoint(chat.conversation, { params: { userId }, query, signal }),
    userId !== "",
  );
}

/** SPEC 7 GET /group/messages/{eventId}. */
export function useGroupMessages(eventId: string) {
  return useThread<GroupMessage>(
    chatKeys.group(eventId),
    (query, signal) => callEndpoint(chat.groupMessages, { params: { eventId }, query, signal }),
    eventId !== "",
  );
}

/** The send was refused because the other member deleted their account meanwhile (ADR 0025). */
export const isMemberDeleted = (error: unknown) => error instanceof ApiError && error.status === 409;

/** Sends one message to a thread (`content`) and answers the message as saved. */
type SendToThread<T> = (content: string) => Promise<{ data: T }>;

/**
 * Sends to the thread cached under `key`: the saved message joins it at once, and the chat list
 * (`listKey`) is read again for its new last message.
 */
function useSendToThread<T extends Message>(
  key: readonly unknown[],
  listKey: readonly unknown[],
  send: SendToThread<T>,
  onError?: (error: unknown) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (content: string) => (await send(content)).data,
    onSuccess: (message) => {
      addToThread(queryClient, key, message);
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
    onError,
  });
}

/**
 * SPEC 7 POST /message/send/{userId}. Refused because the member deleted their account, their
 * profile and the chat list are read again, so the thread turns read-only.
 */
export function useSendDirect(userId: string) {
  const queryClient = useQueryClient();
  return useSendToThread(
    chatKeys.direct(userId),
    companionKeys.all,
    (content) => callEndpoint(chat.sendDirectMessage, { params: { userId }, body: { content } }),
    (error) => {
      if (!isMemberDeleted(error)) return;
      void queryClient.invalidateQueries({ queryKey: userKeys.detail(userId) });
      void queryClient.invalidateQueries({ queryKey: companionKeys.all });
    },
  );
}

/** SPEC 7 POST /group/messages/send/{eventId}; rsvp polls and review requests are JSON content. */
export function useSendGroup(eventId: string) {
  return useSendToThread(chatKeys.group(eventId), chatKeys.groups, (content) =>
    callEndpoint(chat.sendGroupMessage, { params: { eventId }, body: { content } }),
  );
}

/** SPEC 7 GET /message/pending: requests to one's events still waiting. */
export function usePendingRequests() {
  return useQuery({
    queryKey: chatKeys.pending,
    queryFn: async ({ signal }) =>
      (await callEndpoint(chat.pendingRequests, { signal })).data.pendingRequests,
  });
}

/** SPEC 7 GET /group/my-groups. */
export const myGroupsQuery = () =>
  queryOptions({
    queryKey: chatKeys.groups,
    queryFn: async ({ signal }) => (await callEndpoint(chat.myGroups, { signal })).data,
  });

export function useMyGroups() {
  return useQuery(myGroupsQuery());
}

/**
 * Marks a thread read up to now. The answer is the counts that remain; the bell's item for the
 * thread goes locally (read threads have none), so nothing else is fetched.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (thread: ThreadRef) => (await callEndpoint(readThread, { params: thread })).data,
    onSuccess: (unread, thread) => threadWasRead(queryClient, thread, unread),
  });
}

/** SPEC 7 PATCH /events/{id}/rsvp: an accepted member answers the host's poll. */
export function useRsvp(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rsvpStatus: "yes" | "no") =>
      callEndpoint(answerRsvp, { params: { id: eventId }, body: { rsvpStatus } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
