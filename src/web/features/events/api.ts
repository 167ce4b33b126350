import type { DiscoveryCard, EventDetail, EventDto } from "@shared/contracts/events";
import { joinEvent, joinWaitlist, leaveWaitlist, listEvents } from "@shared/endpoints/events";
import { MESSAGES } from "@shared/texts";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { refusalMessage } from "../../lib/api";
import { callEndpoint } from "../../lib/call-endpoint";
import { eventKeys } from "../../lib/queries/events";
import { type EventFilters, filtersToParams } from "./filters";

export type { EventDetail, EventDto };

/** Cards per page: a multiple of the 2- and 3-column grids, so pages end on a full row. */
export const EVENTS_PAGE_SIZE = 12;

export type EventsPage = { events: DiscoveryCard[]; nextCursor: string | null };

/** GET /api/events with the discovery filters, Near me's point if on, and the page's cursor. */
export async function fetchEventsPage(
  filters: EventFilters,
  cursor: string | null,
  signal?: AbortSignal,
  near: string | null = null,
): Promise<EventsPage> {
  const query = {
    ...Object.fromEntries(filtersToParams(filters)),
    ...(near ? { near } : {}),
    limit: EVENTS_PAGE_SIZE,
    cursor,
  };
  const body = await callEndpoint(listEvents, { query, signal });
  return { events: body.data ?? [], nextCursor: body.nextCursor ?? null };
}

/** The discovery list, one page at a time as the member scrolls. */
export function useEvents(filters: EventFilters, near: string | null = null) {
  return useInfiniteQuery({
    queryKey: eventKeys.list({ ...filters, near }),
    queryFn: ({ pageParam, signal }) => fetchEventsPage(filters, pageParam, signal, near),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The server's own sentence when it refused; otherwise SPEC 8's "Failed to send join request.". */
export const joinErrorMessage = (err: unknown): string => refusalMessage(err, MESSAGES.joinFailed);

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

/** POST or DELETE /api/events/{id}/waitlist; afterwards the event is read again for its new place. */
export function useWaitlist(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: "join" | "leave") => {
      const body = await callEndpoint(action === "join" ? joinWaitlist : leaveWaitlist, {
        params: { id: eventId },
      });
      return body.message ?? null;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
