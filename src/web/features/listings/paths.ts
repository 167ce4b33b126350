// Addresses of the listings screens (SPEC 2).

export type ListingsTab = "upcoming" | "created";

/** A tab of /listing; the chosen tab is kept in ?tab=. */
export const listingsPath = (tab: ListingsTab) => (tab === "upcoming" ? "/listing" : `/listing?tab=${tab}`);

export const hostDetailPath = (eventId: string) => `/listing/myevent/detail/${encodeURIComponent(eventId)}`;

/** The host marks who came to an ended listing (ADR 0023). */
export const attendancePath = (eventId: string) => `${hostDetailPath(eventId)}/attendance`;
