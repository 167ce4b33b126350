// The query of a page of the discovery list, apart from the screen's code and with no imports of its
// own: the build reads it too, for the list's first page that /events' own page asks for as it
// arrives (scripts/build/early-read.ts), so that read and the screen's are one address.

/** Cards per page: a multiple of the 2- and 3-column grids, so pages end on a full row. */
export const EVENTS_PAGE_SIZE = 12;

/** GET /api/events' query: the address's filters (filters.ts), Near me's point if on, the cursor. */
export function eventsPageQuery(filters: URLSearchParams, cursor: string | null, near: string | null) {
  return {
    ...Object.fromEntries(filters),
    ...(near ? { near } : {}),
    limit: EVENTS_PAGE_SIZE,
    cursor,
  };
}
