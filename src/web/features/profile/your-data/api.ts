import type { DataExport } from "@shared/contracts/my-data";
import { deleteAccount, downloadExport, latestExport, requestExport } from "@shared/endpoints/my-data";
import { MY_DATA_MESSAGES } from "@shared/texts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint, endpointUrl } from "../../../lib/call-endpoint";
import { downloadWithToken } from "../../../lib/download";
import { MY_DATA_TEXTS } from "../../../lib/texts";
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

/** GET /api/data-exports/{id}/download with the bearer token, saved through an object URL. */
export function useDownloadExport() {
  return useMutation({
    mutationFn: (copy: DataExport) =>
      downloadWithToken(endpointUrl(downloadExport, { params: { id: copy._id } }), {
        accept: "application/zip",
        fallbackName: "meetup-data.zip",
        failMessage: MY_DATA_TEXTS.downloadFailed,
      }),
  });
}

/** POST /api/users/me/delete; on success this device forgets the session and lands on /signin with the sentence. */
export function useDeleteAccount() {
  const endSession = useEndSession();
  return useMutation({
    mutationFn: async (confirmation: string) => {
      const body = await callEndpoint(deleteAccount, { body: { confirmation } });
      return body.message?.trim() ? body.message : MY_DATA_MESSAGES.accountDeleted;
    },
    onSuccess: (message) => endSession({ notice: message }),
  });
}
