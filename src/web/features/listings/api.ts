import type { EventDetail, EventDto, Participant, UpcomingEvent } from "@shared/contracts/events";
import type { Location } from "@shared/contracts/locations";
import { MESSAGES } from "@shared/messages";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { API_BASE, ApiError, api } from "../../lib/api";
import { getAccessToken, isUsableToken } from "../../lib/token-storage";

export type { EventDetail, EventDto, Location, Participant, UpcomingEvent };

// SPEC 7 calls of the listings screens. Keys start with "events" so that one invalidation after a
// change (leave, close, accept) refreshes every list and detail that shows the event.
export const listingKeys = {
  all: ["events"] as const,
  upcoming: ["events", "upcoming"] as const,
  created: ["events", "created"] as const,
  detail: (id: string) => ["events", "detail", id] as const,
  locations: ["locations"] as const,
};

const path = (id: string) => encodeURIComponent(id);

export function useUpcomingEvents() {
  return useQuery({
    queryKey: listingKeys.upcoming,
    queryFn: async ({ signal }) => (await api.get<UpcomingEvent[]>("/events/upcoming", { signal })).data,
  });
}

export function useCreatedEvents() {
  return useQuery({
    queryKey: listingKeys.created,
    queryFn: async ({ signal }) => (await api.get<EventDto[]>("/events/created", { signal })).data,
  });
}

export function useEventDetail(id: string) {
  return useQuery({
    queryKey: listingKeys.detail(id),
    queryFn: async ({ signal }) => (await api.get<EventDetail>(`/events/${path(id)}`, { signal })).data,
    enabled: id !== "",
  });
}

/** The states of India with their cities; they do not change while the app is open. */
export function useLocations() {
  return useQuery({
    queryKey: listingKeys.locations,
    queryFn: async ({ signal }) => (await api.get<Location[]>("/location", { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /events: JSON, or a multipart form when a cover picture goes with it. */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: Record<string, unknown> | FormData) =>
      api.post<{ _id: string }>("/events", payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}

/** An action on one event (leave, close); every cached view of events is refreshed afterwards. */
function useEventAction(run: (id: string) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}

export const useLeaveEvent = () => useEventAction((id) => api.post<null>(`/events/${path(id)}/leave`));
export const useCancelEvent = () => useEventAction((id) => api.patch<null>(`/events/${path(id)}/cancel`));

export type RequestAnswer = "approve" | "reject";

/** The host accepts or rejects one applicant's request. */
export function useAnswerRequest(eventId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: RequestAnswer) =>
      api.post<null>(`/events/${path(eventId)}/request/${path(userId)}/${answer}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}

function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get("Content-Disposition") ?? "";
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

/**
 * GET /events/{id}/calendar.ics is a file, not the JSON envelope, so it is fetched here with the
 * bearer token and handed to the browser as a download.
 */
export async function downloadCalendar(eventId: string): Promise<void> {
  const token = getAccessToken();
  const response = await fetch(`${API_BASE}/events/${path(eventId)}/calendar.ics`, {
    headers: isUsableToken(token) ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(body?.message ?? MESSAGES.somethingWentWrong, { status: response.status, body });
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileNameOf(response, "experience.ics");
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
