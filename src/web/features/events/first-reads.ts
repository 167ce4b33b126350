import type { EndpointResponse } from "@shared/endpoints/endpoint";
import { eventDetail } from "@shared/endpoints/events";
import type { QueryClient, QueryFunction, QueryKey } from "@tanstack/react-query";
import { endpointUrl } from "../../lib/call-endpoint";
import { earlyData, takeEarlyRead } from "../../lib/early-read";
import { nearParam } from "../../lib/near-me";
import { eventDetailQuery } from "../../lib/queries/events";
import { eventsListQuery } from "./api";
import { readFilters } from "./filters";

// The reads /events and an experience's page start beside their code (app/router.tsx), not after it
// has arrived and rendered: on a first visit the list's first card image, the largest thing on the
// screen, waited for the screen's code, then the list, then itself (issue 41). Each is the screen's
// own query, so the screen finds it in flight or answered and does not ask again.

type EventDetail = EndpointResponse<typeof eventDetail>["data"];

/** /events' first page, for the filters in the address and Near me's point. */
export function readEventsList(queryClient: QueryClient, search: string): void {
  void queryClient.prefetchInfiniteQuery(
    eventsListQuery(readFilters(new URLSearchParams(search)), nearParam()),
  );
}

/**
 * An experience, its host and the member's place in it: the read the page started itself when there
 * is one (a cold visit to the shared link, lib/early-read.ts), else a read of its own.
 */
export function readEventDetail(queryClient: QueryClient, eventId: string): void {
  const query = eventDetailQuery(eventId);
  const early = takeEarlyRead(endpointUrl(eventDetail, { params: { id: eventId } }));
  const ownRead = query.queryFn as QueryFunction<EventDetail, QueryKey>;
  void queryClient.prefetchQuery(
    early
      ? {
          ...query,
          queryFn: async (context) => (await earlyData<EventDetail>(early))?.data ?? ownRead(context),
        }
      : query,
  );
}
