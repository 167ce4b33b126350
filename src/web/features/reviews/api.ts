import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { eventKeys } from "../../lib/queries/events";

/** SPEC 7 POST /review/{id}/post: the feedback form. Answers the server's message. */
export function useSubmitFeedback(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: { eventOccured: boolean; rating: number; review: string }) =>
      (await api.post<unknown>(`/review/${encodeURIComponent(eventId)}/post`, form)).message ?? "",
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
