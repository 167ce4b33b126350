import type { AdminEvent } from "@shared/contracts/admin-events";
import * as admin from "@shared/endpoints/admin";
import { LIMITS } from "@shared/limits";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { API_BASE } from "../../../lib/api";
import { callEndpoint, endpointUrl } from "../../../lib/call-endpoint";

// The admin listing-approval calls of SPEC 7 "Admin" (the methods the spec hides are PATCH, as the
// server's OpenAPI documents them) and their TanStack Query hooks.

export type { AdminEvent };

/** Everything under this key is refreshed after an approval or a rejection. */
export const adminEventsKey = ["admin", "events"] as const;
export const adminEventListKey = (q: string) => [...adminEventsKey, "list", q] as const;
export const adminEventKey = (id: string) => [...adminEventsKey, "detail", id] as const;

/** The longest reason the server accepts (one limit for the contract and this screen). */
export const REJECTION_REASON_MAX = LIMITS.rejectionReasonMaxLength;

/** The search of the listings, without an empty q. */
const adminEventsQuery = (q: string) => ({ q: q.trim() || undefined });

export function adminEventsPath(q: string): string {
  return endpointUrl(admin.listEvents, { query: adminEventsQuery(q) }).slice(API_BASE.length);
}

/** GET /api/admin/events?q=: every listing, pending first; the server does the searching. */
export function useAdminEvents(q: string) {
  return useQuery({
    queryKey: adminEventListKey(q),
    queryFn: async ({ signal }) =>
      (await callEndpoint(admin.listEvents, { query: adminEventsQuery(q), signal })).data,
    // The previous results stay on screen while the next search runs, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/events/{id}. */
export function useAdminEvent(id: string) {
  return useQuery({
    queryKey: adminEventKey(id),
    queryFn: async ({ signal }) => (await callEndpoint(admin.getEvent, { params: { id }, signal })).data,
    enabled: id !== "",
  });
}

export type ReviewDecision = { action: "approve" } | { action: "reject"; rejectionReason: string };

/**
 * PATCH /api/admin/events/{id}/approve or /reject {rejectionReason}. On success the listing shows its
 * new status at once; either way every admin event query is refreshed, so that a listing another
 * admin decided meanwhile shows how it stands now.
 */
export function useReviewEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: ReviewDecision) => {
      const body =
        decision.action === "approve"
          ? await callEndpoint(admin.approveEvent, { params: { id } })
          : await callEndpoint(admin.rejectEvent, {
              params: { id },
              body: { rejectionReason: decision.rejectionReason },
            });
      // The sentence and its code (ADR 0056): the page says it in the admin's language.
      return body.message ? { message: body.message, code: body.code ?? null } : null;
    },
    onSuccess: (_message, decision) => {
      queryClient.setQueryData<AdminEvent>(adminEventKey(id), (event) =>
        event
          ? decision.action === "approve"
            ? { ...event, status: "approved", rejectionReason: null }
            : { ...event, status: "rejected", rejectionReason: decision.rejectionReason }
          : event,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminEventsKey }),
  });
}
