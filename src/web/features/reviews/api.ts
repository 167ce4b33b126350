import type { Review } from "@shared/contracts/reviews";
import { eventReviews, flagReview, hostReviews, postFeedback } from "@shared/endpoints/reviews";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/call-endpoint";
import { eventKeys } from "../../lib/queries/events";

export type { Review };

/** The server's sentence and its code (ADR 0056), which the screens say in the member's language. */
export type ServerAnswer = { message: string | null; code: string | null };

const answerOf = (body: { message?: string; code?: string }): ServerAnswer => ({
  message: body.message ?? null,
  code: body.code ?? null,
});

/** SPEC 7 POST /review/{id}/post: the feedback form. Answers the server's message. */
export function useSubmitFeedback(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: { eventOccured: boolean; rating: number; review: string }) =>
      answerOf(await callEndpoint(postFeedback, { params: { id: eventId }, body: form })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

/** Whose reviews a section reads: one experience's, or every experience a host hosted. */
export type ReviewSubject = { kind: "event"; eventId: string } | { kind: "host"; hostId: string };

/** Reviews a page at a time. */
export const REVIEWS_PAGE_SIZE = 5;

// Under the events' key, so a new review (its form invalidates every event query) shows here too.
const reviewsKey = (subject: ReviewSubject) =>
  [
    ...eventKeys.all,
    "reviews",
    subject.kind,
    subject.kind === "event" ? subject.eventId : subject.hostId,
  ] as const;

export type ReviewsPage = { reviews: Review[]; nextCursor: string | null; total: number };

async function fetchReviews(subject: ReviewSubject, cursor: string | null, signal?: AbortSignal) {
  const query = { limit: REVIEWS_PAGE_SIZE, cursor };
  const body =
    subject.kind === "event"
      ? await callEndpoint(eventReviews, { params: { id: subject.eventId }, query, signal })
      : await callEndpoint(hostReviews, { params: { id: subject.hostId }, query, signal });
  return { reviews: body.data, nextCursor: body.nextCursor, total: body.total } satisfies ReviewsPage;
}

/** GET /events/{id}/reviews or /users/{id}/reviews: newest first, more on demand. */
export function useReviews(subject: ReviewSubject, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: reviewsKey(subject),
    queryFn: ({ pageParam, signal }) => fetchReviews(subject, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

/** POST /reviews/{id}/flag {reason}: answers the server's thank-you sentence. */
export function useReportReview() {
  return useMutation({
    mutationFn: async (vars: { reviewId: string; reason: string }) =>
      answerOf(
        await callEndpoint(flagReview, {
          params: { id: vars.reviewId },
          body: { reason: vars.reason },
        }),
      ),
  });
}
