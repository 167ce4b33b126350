import type { DiscoveryCard } from "@shared/contracts/events";
import { listEvents } from "@shared/endpoints/events";
import type { Weekend } from "@shared/weekend";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/call-endpoint";
import { eventKeys } from "../../lib/queries/events";

// Home's "This weekend near you" is GET /api/events, the /events list's own endpoint and ranking
// (For you), narrowed to the weekend's days and to the member's surroundings: their listed city, or
// 50 km around Near me's point when it is on. The link under it opens /events with the same filters,
// so "See all" continues the same list rather than a different one.

/** Cards on home: a phone shows them as a row to swipe, a wide screen as one row of four. */
export const WEEKEND_CARDS = 4;

export type WeekendFilters = Weekend & { within: "city" | "50" };

export function weekendFilters(weekend: Weekend, near: string | null): WeekendFilters {
  return { ...weekend, within: near ? "50" : "city" };
}

/** /events with the weekend's days and radius applied (the list's search box shows the days). */
export function weekendListPath(filters: WeekendFilters): string {
  const params = new URLSearchParams({ from: filters.from, to: filters.to, within: filters.within });
  return `/events?${params}`;
}

/** The first few of the weekend's listings near the member, ranked as /events ranks them. */
export function useWeekendEvents(filters: WeekendFilters, near: string | null) {
  return useQuery({
    // Apart from /events' pages (an infinite query) under the same prefix, so a join or a push
    // that refreshes every list refreshes this one too.
    queryKey: eventKeys.list({ ...filters, near, home: WEEKEND_CARDS }),
    queryFn: async ({ signal }): Promise<DiscoveryCard[]> => {
      const query = { ...filters, ...(near ? { near } : {}), limit: WEEKEND_CARDS };
      return (await callEndpoint(listEvents, { query, signal })).data ?? [];
    },
  });
}
