import type { ReviewDecision, ReviewFlagEntry } from "@shared/contracts/reviews";
import * as reviews from "@shared/endpoints/reviews";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/call-endpoint";
import { eventKeys } from "../../../lib/queries/events";

// The admin calls about reported reviews (issue 27 item 6): the reviews waiting for a decision, and
// keeping or hiding one.

export type { ReviewDecision, ReviewFlagEntry };

export const reviewFlagsKey = ["admin", "reviews", "flags"] as const;

/** GET /api/admin/reviews/flags: reported reviews, the one reported longest ago first. */
export function useReviewFlags() {
  return useQuery({
    queryKey: reviewFlagsKey,
    queryFn: async ({ signal }) => (await callEndpoint(reviews.reviewFlags, { signal })).data,
  });
}

/**
 * POST /api/admin/reviews/{id}/resolve {decision}: answers the server's message. The review leaves
 * the list at once; the list is read again either way (another admin may have decided meanwhile),
 * and so is every event query (a hidden review leaves its lists and ratings).
 */
export function useResolveReviewFlags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: { reviewId: string; decision: ReviewDecision }) =>
      (
        await callEndpoint(reviews.resolveReviewFlags, {
          params: { id: vars.reviewId },
          body: { decision: vars.decision },
        })
      ).message ?? "",
    onSuccess: (_message, vars) => {
      queryClient.setQueryData<ReviewFlagEntry[]>(reviewFlagsKey, (list) =>
        list?.filter((entry) => entry.review._id !== vars.reviewId),
      );
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewFlagsKey }),
  });
}
