import type { EndpointResponse } from "@shared/endpoints/endpoint";
import { eventDetail, listEvents } from "@shared/endpoints/events";
import type { QueryClient, QueryFunction, QueryKey } from "@tanstack/react-query";
import { endpointUrl } from "../../lib/call-endpoint";
import { type EarlyRead, earlyBody, takeEarlyRead } from "../../lib/early-read";
import { nearParam } from "../../lib/near-me";
import { eventDetailQuery } from "../../lib/queries/events";
import { backdateFetchStart } from "../../lib/queries/fetch-starts";
import { type EventsPage, eventsListQuery } from "./api";
import { filtersToParams, readFilters } from "./filters";
import { eventsPageQuery } from "./list-query";

// The reads /events and an experience's page start beside their code (app/router.tsx), not after it
// has arrived and rendered: on a first visit the list's first card image, the largest thing on the
// screen, waited for the screen's code, then the list, then itself (issue 41). Each is the screen's
// own query, so the screen finds it in flight or answered and does not ask again. On a cold visit
// the page itself may have started the read as it arrived (lib/early-read.ts): it is taken when it
// is the same address.

type EventDetail = EndpointResponse<typeof eventDetail>["data"];
type EventsAnswer = EndpointResponse<typeof listEvents>;

/** /events' first page, for the filters in the address and Near me's point. */
export function readEventsList(queryClient: QueryClient, search: string): void {
  const filters = readFilters(new URLSearchParams(search));
  const near = nearParam();
  const query = eventsListQuery(filters, near);
  const first = endpointUrl(listEvents, { query: eventsPageQuery(filtersToParams(filters), null, near) });
  const early = takeEarlyRead(first);
  const ownRead = query.queryFn as QueryFunction<EventsPage, QueryKey, string | null>;
  void queryClient.prefetchInfiniteQuery(
    early
      ? {
          ...query,
          queryFn: async (context) => {
            const body =
              context.pageParam === null ? await earlyBody<EventsAnswer>(early.response) : undefined;
            return body ? { events: body.data ?? [], nextCursor: body.nextCursor ?? null } : ownRead(context);
          },
        }
      : query,
  );
  tookEarly(queryClient, query.queryKey, early);
}

/** The query's read began when the page's did (the catch-up once live must know, ADR 0068). */
function tookEarly(queryClient: QueryClient, queryKey: QueryKey, early: EarlyRead | undefined): void {
  if (early) backdateFetchStart(queryClient.getQueryCache().find({ queryKey, exact: true }), early.at);
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
          queryFn: async (context) =>
            (await earlyBody<{ data: EventDetail }>(early.response))?.data ?? ownRead(context),
        }
      : query,
  );
  tookEarly(queryClient, query.queryKey, early);
}
