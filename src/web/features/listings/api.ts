import type { EventDetail, EventDto, Participant, UpcomingEvent } from "@shared/contracts/events";
import type { Location } from "@shared/contracts/locations";
import * as attendance from "@shared/endpoints/attendance";
import * as events from "@shared/endpoints/events";
import { listLocations } from "@shared/endpoints/locations";
import { ATTENDANCE_MESSAGES } from "@shared/texts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/call-endpoint";
import { attendanceKeys } from "../../lib/queries/attendance";
import { eventKeys } from "../../lib/queries/events";

export type { EventDetail, EventDto, Location, Participant, UpcomingEvent };

// SPEC 7 calls of the listings screens. Their keys are the events' (see lib/queries/events.ts), so
// one invalidation after a change (leave, close, accept) refreshes every list and detail.
const locationKeys = { all: ["locations"] as const };

export function useUpcomingEvents() {
  return useQuery({
    queryKey: eventKeys.upcoming,
    queryFn: async ({ signal }) => (await callEndpoint(events.upcomingEvents, { signal })).data,
  });
}

export function useCreatedEvents() {
  return useQuery({
    queryKey: eventKeys.created,
    queryFn: async ({ signal }) => (await callEndpoint(events.createdEvents, { signal })).data,
  });
}

/** The states of India with their cities; they do not change while the app is open. */
export function useLocations() {
  return useQuery({
    queryKey: locationKeys.all,
    queryFn: async ({ signal }) => (await callEndpoint(listLocations, { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /events: JSON, or a multipart form when a cover picture goes with it. */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: Record<string, unknown> | FormData) =>
      callEndpoint(events.createEvent, { body: payload }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

/** An action on one event (leave, close); every cached view of events is refreshed afterwards. */
function useEventAction(run: (id: string) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

export const useLeaveEvent = () =>
  useEventAction((id) => callEndpoint(events.leaveEvent, { params: { id } }));
export const useCancelEvent = () =>
  useEventAction((id) => callEndpoint(events.cancelEvent, { params: { id } }));

export type RequestAnswer = "approve" | "reject";

/** The host accepts or rejects one applicant's request. */
export function useAnswerRequest(eventId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: RequestAnswer) =>
      callEndpoint(answer === "approve" ? events.approveRequest : events.rejectRequest, {
        params: { eventId, userId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

/** The host's marking sheet of an ended event (ADR 0023). */
export function useAttendanceSheet(eventId: string) {
  return useQuery({
    queryKey: attendanceKeys.sheet(eventId),
    queryFn: async ({ signal }) =>
      (await callEndpoint(attendance.attendanceSheet, { params: { id: eventId }, signal })).data,
    enabled: eventId !== "",
  });
}

/** PUT the members who came; every record and sheet is read again afterwards. */
export function useMarkAttendance(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (came: string[]) =>
      (await callEndpoint(attendance.markAttendance, { params: { id: eventId }, body: { came } })).message ??
      ATTENDANCE_MESSAGES.marked,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}
