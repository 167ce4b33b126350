import { followMember, unfollowMember } from "@shared/endpoints/follows";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/call-endpoint";
import { peopleKeys } from "../../lib/queries/people";
import type { MatchedUser } from "./api";

/** The profile as it reads once the viewer follows (or stops following) the member. */
export function withFollow(user: MatchedUser, follow: boolean): MatchedUser {
  if (user.following === follow) return user;
  return { ...user, following: follow, followers: Math.max(0, user.followers + (follow ? 1 : -1)) };
}

/**
 * PUT or DELETE /api/users/{id}/follow (issue 27 item 7). The profile shows the new state at once
 * and goes back to what it was should the call fail; the server's answer has the last word (its
 * count includes the other members who followed meanwhile).
 */
export function useFollow(userId: string) {
  const queryClient = useQueryClient();
  const key = peopleKeys.detail(userId);
  return useMutation({
    // One call at a time for this member, in the order tapped, so the last tap is what stays.
    scope: { id: `follow:${userId}` },
    mutationFn: async (follow: boolean) =>
      (await callEndpoint(follow ? followMember : unfollowMember, { params: { id: userId } })).data,
    onMutate: async (follow) => {
      // A profile read in flight would overwrite the optimistic state with the old one.
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<MatchedUser>(key);
      if (before) queryClient.setQueryData<MatchedUser>(key, withFollow(before, follow));
      return { before };
    },
    onError: (_error, _follow, context) => {
      if (context?.before) queryClient.setQueryData<MatchedUser>(key, context.before);
    },
    onSuccess: (state) =>
      queryClient.setQueryData<MatchedUser>(key, (user) => (user ? { ...user, ...state } : user)),
  });
}
