import { postFeedback } from "@shared/endpoints/reviews";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/call-endpoint";
import { eventKeys } from "../../lib/queries/events";

/** SPEC 7 POST /review/{id}/post: the feedback form. Answers the server's message. */
export function useSubmitFeedback(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: { eventOccured: boolean; rating: number; review: string }) =>
      (await callEndpoint(postFeedback, { params: { id: eventId }, body: form })).message ?? "",
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
