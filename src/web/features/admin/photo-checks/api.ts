import type { PendingPhotoCheck } from "@shared/contracts/photo-check";
import { approvePhotoCheck, pendingPhotoChecks, rejectPhotoCheck } from "@shared/endpoints/photo-check";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/call-endpoint";
import { photoCheckAdminKeys } from "../../../lib/queries/photo-checks";
import { adminPeopleKey } from "../people/api";

// The admins' calls of "Verify your photo" (ADR 0044): the selfies waiting, a page at a time, and a decision.

export type { PendingPhotoCheck };

/** GET /admin/photo-checks: oldest first, more on demand. */
export function usePendingPhotoChecks() {
  return useInfiniteQuery({
    queryKey: photoCheckAdminKeys.pending,
    queryFn: async ({ pageParam, signal }) => {
      const page = await callEndpoint(pendingPhotoChecks, {
        query: pageParam ? { cursor: pageParam } : {},
        signal,
      });
      return { checks: page.data, nextCursor: page.nextCursor };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export type PhotoDecision = { check: PendingPhotoCheck } & (
  | { outcome: "approve" }
  | { outcome: "reject"; reason: string }
);

/**
 * POST /admin/photo-checks/:id/approve or /reject: answers the server's sentence and its code (ADR
 * 0056). The queue and its count are read again whatever happened (another admin may have decided it
 * first), and the members.
 */
export function useDecidePhotoCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: PhotoDecision) => {
      const params = { id: vars.check._id };
      const answer =
        vars.outcome === "approve"
          ? await callEndpoint(approvePhotoCheck, { params })
          : await callEndpoint(rejectPhotoCheck, { params, body: { reason: vars.reason } });
      return { message: answer.message ?? null, code: answer.code ?? null };
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: photoCheckAdminKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminPeopleKey });
    },
  });
}
