import type { OkEnvelope } from "@shared/contracts/envelope";
import type { EventDetail, EventDto } from "@shared/contracts/events";
import { MESSAGES } from "@shared/messages";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { API_BASE, ApiError, api } from "../../lib/api";
import { getAccessToken, isUsableToken } from "../../lib/token-storage";
import { type EventFilters, filtersToParams } from "./filters";
import { EVENT_TEXTS } from "./texts";

export type { EventDetail, EventDto };

/** Cards per page: a multiple of the 2- and 3-column grids, so pages end on a full row. */
export const EVENTS_PAGE_SIZE = 12;

// Every event query lives under ["events"], so one invalidation refreshes lists and details alike.
export const eventKeys = {
  all: ["events"] as const,
  list: (filters: EventFilters) => ["events", "list", filters] as const,
  detail: (eventId: string) => ["events", "detail", eventId] as const,
};

export type EventsPage = { events: EventDto[]; nextCursor: string | null };

/** GET /api/events with the discovery filters and the cursor of the page to read. */
export async function fetchEventsPage(
  filters: EventFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<EventsPage> {
  const params = filtersToParams(filters);
  params.set("limit", String(EVENTS_PAGE_SIZE));
  if (cursor) params.set("cursor", cursor);
  const body = (await api.get<EventDto[]>(`/events?${params}`, { signal })) as OkEnvelope<EventDto[]> & {
    nextCursor?: string | null;
  };
  return { events: body.data ?? [], nextCursor: body.nextCursor ?? null };
}

/** The discovery list, one page at a time as the member scrolls. */
export function useEvents(filters: EventFilters) {
  return useInfiniteQuery({
    queryKey: eventKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchEventsPage(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** GET /api/events/{id}: the event, its host and the caller's place in it. */
export function useEvent(eventId: string) {
  return useQuery({
    queryKey: eventKeys.detail(eventId),
    queryFn: async ({ signal }) =>
      (await api.get<EventDetail>(`/events/${encodeURIComponent(eventId)}`, { signal })).data,
    enabled: eventId !== "",
  });
}

/** The server's own sentence when it refused; otherwise SPEC 8's "Failed to send join request.". */
export function joinErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.status !== null) {
    const body = err.body as { message?: unknown } | undefined;
    if (typeof body?.message === "string" && body.message.trim() !== "") return body.message;
  }
  return MESSAGES.joinFailed;
}

/** POST /api/events/{id}/join; afterwards the event is read again so its button says "Request sent". */
export function useJoinEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api.post<null>(`/events/${encodeURIComponent(eventId)}/join`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

/**
 * The compatibility percent between the viewer and `userId` (SPEC 7 GET /matching/compatibility/{userId}).
 * `null` while loading, on failure and for oneself: the screens show it as "N/A" (SPEC 8).
 */
export function useCompatibility(userId: string | null | undefined): { percent: number | null } {
  const query = useQuery({
    queryKey: ["matching", "compatibility", userId],
    enabled: Boolean(userId),
    queryFn: ({ signal }) =>
      api.get<{ compatibilityScore: number | null }>(
        `/matching/compatibility/${encodeURIComponent(userId!)}`,
        { signal },
      ),
    retry: false,
  });
  return { percent: query.data?.data.compatibilityScore ?? null };
}

/**
 * "Add to calendar": GET /api/events/{id}/calendar.ics with the bearer token (a plain link could not
 * carry it), handed to the browser as a download through a temporary Blob URL.
 */
export async function downloadCalendar(event: Pick<EventDto, "_id" | "name">): Promise<void> {
  const headers: Record<string, string> = { Accept: "text/calendar" };
  const token = getAccessToken();
  if (isUsableToken(token)) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/events/${encodeURIComponent(event._id)}/calendar.ics`, { headers });
  } catch (err) {
    throw new Error(MESSAGES.networkError, { cause: err });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new Error(typeof body?.message === "string" ? body.message : EVENT_TEXTS.calendarFailed);
  }
  const blob = await response.blob();
  const slug =
    event.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "experience";
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `${slug}.ics`;
  link.style.display = "none";
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked on the next task: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
