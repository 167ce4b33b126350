import type { CreatedShareLink, MySafety, SharedExperience } from "@shared/contracts/share";
import {
  checkInArrived,
  checkInHomeSafe,
  createShareLink,
  mySafety,
  revokeShareLink,
  sharedExperience,
} from "@shared/endpoints/share";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../lib/api";
import { callEndpoint } from "../../lib/call-endpoint";

export type { CreatedShareLink, MySafety, SharedExperience };

export const shareKeys = {
  mine: (eventId: string) => ["share", "mine", eventId] as const,
  shared: (token: string) => ["share", "page", token] as const,
};

/** How often the contact's page looks again (they keep it open while waiting). */
export const SHARED_REFRESH_MS = 60_000;

export const mySafetyQuery = (eventId: string) =>
  queryOptions({
    queryKey: shareKeys.mine(eventId),
    queryFn: async ({ signal }) => (await callEndpoint(mySafety, { params: { eventId }, signal })).data,
  });

export const useMySafety = (eventId: string) => useQuery(mySafetyQuery(eventId));

/** The contact's page: no account, polled while open; a 404 (expired, stopped) is final. */
export function useSharedExperience(token: string) {
  return useQuery({
    queryKey: shareKeys.shared(token),
    queryFn: async ({ signal }) => (await callEndpoint(sharedExperience, { params: { token }, signal })).data,
    refetchInterval: (query) => (isGone(query.state.error) ? false : SHARED_REFRESH_MS),
    retry: (count, error) => !isGone(error) && count < 2,
  });
}

export const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

export function useCreateShareLink(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await callEndpoint(createShareLink, { params: { eventId } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareKeys.mine(eventId) }),
  });
}

export function useRevokeShareLink(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (linkId: string) => {
      await callEndpoint(revokeShareLink, { params: { linkId } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareKeys.mine(eventId) }),
  });
}

export function useCheckIn(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (step: "arrived" | "home_safe") => {
      const endpoint = step === "arrived" ? checkInArrived : checkInHomeSafe;
      return (await callEndpoint(endpoint, { params: { eventId } })).data;
    },
    onSuccess: (data) => queryClient.setQueryData(shareKeys.mine(eventId), data),
  });
}
