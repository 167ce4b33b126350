import type { DiscoveryCard, EventDetail, EventDto } from "@shared/contracts/events";
import { joinEvent, joinWaitlist, leaveWaitlist, listEvents } from "@shared/endpoints/events";
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/call-endpoint";
import { eventKeys } from "../../lib/queries/events";
import { type EventFilters, filtersToParams } from "./filters";
import { eventsPageQuery } from "./list-query";

export type { EventDetail, EventDto };

export type EventsPage = { events: DiscoveryCard[]; nextCursor: string | null };

/** GET /api/events with the discovery filters, Near me's point if on, and the page's cursor. */
export async function fetchEventsPage(
  filters: EventFilters,
  cursor: string | null,
  signal?: AbortSignal,
  near: string | null = null,
): Promise<EventsPage> {
  const query = eventsPageQuery(filtersToParams(filters), cursor, near);
  const body = await callEndpoint(listEvents, { query, signal });
  return { events: body.data ?? [], nextCursor: body.nextCursor ?? null };
}

/** The discovery list's query: the screen's and its first read's (first-reads.ts) alike. */
export function eventsListQuery(filters: EventFilters, near: string | null) {
  return infiniteQueryOptions({
    queryKey: eventKeys.list({ ...filters, near }),
    queryFn: ({ pageParam, signal }) => fetchEventsPage(filters, pageParam, signal, near),
    initialPageParam: null as string | null,
    getNextPageParam: (last: EventsPage) => last.nextCursor,
  });
}

/** The discovery list, one page at a time as the member scrolls. */
export function useEvents(filters: EventFilters, near: string | null = null) {
  return useInfiniteQuery(eventsListQuery(filters, near));
}

/** POST /api/events/{id}/join; afterwards the event is read again so its button says "Request sent". */
export function useJoinEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await callEndpoint(joinEvent, { params: { id: eventId } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

/**
 * POST or DELETE /api/events/{id}/waitlist; afterwards the event is read again for its new place.
 * Answers the server's sentence and its code (ADR 0056), which the page says in the member's language.
 */
export function useWaitlist(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: "join" | "leave") => {
      const body = await callEndpoint(action === "join" ? joinWaitlist : leaveWaitlist, {
        params: { id: eventId },
      });
      return { message: body.message ?? null, code: body.code ?? null };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
