import type { PreferenceSettings } from "@shared/contracts/preferences";
import { getNotificationPreferences, putNotificationPreferences } from "@shared/endpoints/users";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/call-endpoint";

const preferencesKey = ["users", "me", "notification-preferences"] as const;

/** GET /api/users/me/notification-preferences: the member's switches, quiet hours and read receipts. */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: async ({ signal }) => (await callEndpoint(getNotificationPreferences, { signal })).data,
  });
}

/** PUT the whole choice; the answer (what the server now holds) replaces the cached one. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (prefs: PreferenceSettings) =>
      (await callEndpoint(putNotificationPreferences, { body: prefs })).data,
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey, saved),
  });
}
