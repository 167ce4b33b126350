import { eventDetail } from "@shared/endpoints/events";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../call-endpoint";

// Every event query lives under ["events"], so one invalidation after a change (join, leave,
// close, accept, a push) refreshes every list and detail that shows the event.
import { eventKeys } from "./keys";

export { eventKeys };

/** GET /api/events/{id}: the event, its host and the caller's place in it. */
export function eventDetailQuery(eventId: string) {
  return queryOptions({
    queryKey: eventKeys.detail(eventId),
    queryFn: async ({ signal }) =>
      (await callEndpoint(eventDetail, { params: { id: eventId }, signal })).data,
    enabled: eventId !== "",
  });
}

export function useEventDetail(eventId: string) {
  return useQuery(eventDetailQuery(eventId));
}
