import { deleteAccount, latestExport, requestExport } from "@shared/endpoints/my-data";
import { MY_DATA_MESSAGES } from "@shared/texts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint, callForSentence } from "../../../lib/call-endpoint";
import { useDownloadDataExport } from "../../../lib/queries/data-export";
import { useEndSession } from "../api";

const exportKey = ["users", "me", "data-export"] as const;

/** The member's latest copy (GET /api/users/me/data-export), read again every 3 s while it is prepared. */
export function useLatestExport() {
  return useQuery({
    queryKey: exportKey,
    queryFn: async ({ signal }) => (await callEndpoint(latestExport, { signal })).data,
    refetchInterval: (query) => (query.state.data?.status === "pending" ? 3000 : false),
  });
}

/** POST /api/users/me/data-export: the new copy (or the one still being prepared) replaces the cached one. */
export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await callEndpoint(requestExport)).data,
    onSuccess: (copy) => queryClient.setQueryData(exportKey, copy),
  });
}

/** The member's own copy of their data, downloaded (GET /api/data-exports/{id}/download). */
export const useDownloadExport = () => useDownloadDataExport("meetup-data.zip");

/** POST /api/users/me/delete; on success this device forgets the session and lands on /signin with the sentence. */
export function useDeleteAccount() {
  const endSession = useEndSession();
  return useMutation({
    mutationFn: (confirmation: string) =>
      callForSentence(MY_DATA_MESSAGES.accountDeleted, deleteAccount, { body: { confirmation } }),
    onSuccess: (message) => endSession({ notice: message }),
  });
}
