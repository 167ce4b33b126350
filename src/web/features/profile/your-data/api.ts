import { deleteAccount, latestExport, requestExport } from "@shared/endpoints/my-data";
import { MY_DATA_MESSAGES } from "@shared/texts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/call-endpoint";
import { activeLanguage, loadCatalogue, type MessageKey, messageIn } from "../../../lib/i18n";
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

// The sentences of a deletion /signin shows, by the server's code (ADR 0056), to the keys of its
// area: the notice is said here, in the member's language, and handed over as it reads.
const SIGNIN_NOTICES: Readonly<Record<string, MessageKey<"signin">>> = {
  "myData.accountDeleted": "accountDeleted",
};

/**
 * The deletion's sentence in the member's language, chosen by the server's code; a sentence of a
 * code /signin does not know shows as it came, and no sentence at all as "Your account has been
 * deleted.". The words are /signin's area, which its route loads anyway.
 */
async function deletedNotice(answer: { message?: string; code?: string }): Promise<string> {
  const sentence = answer.message?.trim() ? answer.message : null;
  const key = answer.code ? SIGNIN_NOTICES[answer.code] : sentence ? undefined : "accountDeleted";
  if (!key) return sentence ?? MY_DATA_MESSAGES.accountDeleted;
  const language = activeLanguage();
  try {
    await loadCatalogue(language, "signin");
  } catch {
    return sentence ?? MY_DATA_MESSAGES.accountDeleted;
  }
  return messageIn(language, "signin", key);
}

/** POST /api/users/me/delete; on success this device forgets the session and lands on /signin with the sentence. */
export function useDeleteAccount() {
  const endSession = useEndSession();
  return useMutation({
    mutationFn: async (confirmation: string) =>
      deletedNotice(await callEndpoint(deleteAccount, { body: { confirmation } })),
    onSuccess: (notice) => endSession({ notice }),
  });
}
