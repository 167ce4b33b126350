import { blockedMembers, unblockMember } from "@shared/endpoints/safety";
import { SAFETY_MESSAGES } from "@shared/texts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint, callForSentence } from "../../../lib/call-endpoint";
import { peopleKeys } from "../../../lib/queries/people";

/** One member the signed-in member has blocked (GET /api/users/blocked). */
export type BlockedMember = { _id: string; name: string; avatar: string | null };

export function useBlockedMembers() {
  return useQuery({
    queryKey: peopleKeys.blocked(),
    queryFn: async ({ signal }) => (await callEndpoint(blockedMembers, { signal })).data ?? [],
  });
}

/** DELETE /api/users/block/{userId}: answers the server's sentence; matches and profiles are read again. */
export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      callForSentence(SAFETY_MESSAGES.unblocked, unblockMember, { params: { userId } }),
    onSuccess: (_message, userId) => {
      // The row goes at once; the list, the matches and the profiles are then read afresh.
      queryClient.setQueryData<BlockedMember[]>(peopleKeys.blocked(), (list) =>
        list?.filter((member) => member._id !== userId),
      );
      void queryClient.invalidateQueries({ queryKey: peopleKeys.all });
    },
  });
}
