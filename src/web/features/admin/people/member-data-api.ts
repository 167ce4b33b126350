import { adminDeleteAccount, adminLatestExport, adminRequestExport } from "@shared/endpoints/my-data";
import { MY_DATA_MESSAGES } from "@shared/texts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { callEndpoint, callForSentence } from "../../../lib/call-endpoint";
import { useDownloadDataExport } from "../../../lib/queries/data-export";
import { adminPeopleKey } from "./api";

// An admin acting for a member on the member's request (ADR 0025): a copy of their data, which the
// admin downloads, and the deletion of their account.

const exportKey = (id: string) => [...adminPeopleKey, "data-export", id] as const;

export function useMemberExport(userId: string) {
  return useQuery({
    queryKey: exportKey(userId),
    queryFn: async ({ signal }) =>
      (await callEndpoint(adminLatestExport, { params: { id: userId }, signal })).data,
    refetchInterval: (query) => (query.state.data?.status === "pending" ? 3000 : false),
  });
}

export function useRequestMemberExport(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await callEndpoint(adminRequestExport, { params: { id: userId } })).data,
    onSuccess: (copy) => queryClient.setQueryData(exportKey(userId), copy),
  });
}

export const useDownloadMemberExport = () => useDownloadDataExport("meetup-member-data.zip");

/**
 * POST /api/admin/users/{id}/delete: the admin goes back to the members list, whose lists are read
 * again (never the member's own queries: a member who is gone answers 404).
 */
export function useDeleteMember(userId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (confirmation: string) =>
      callForSentence(MY_DATA_MESSAGES.memberDeleted, adminDeleteAccount, {
        params: { id: userId },
        body: { confirmation },
      }),
    onSuccess: async () => {
      await navigate("/admin", { replace: true });
      // Not the member's own queries: the page may still be mounted for a moment, and would read them again.
      await queryClient.invalidateQueries({
        queryKey: adminPeopleKey,
        predicate: (query) => !query.queryKey.includes(userId),
      });
    },
  });
}
