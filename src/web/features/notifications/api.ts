import { readNotifications } from "@shared/endpoints/inbox";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/call-endpoint";
import { notificationKeys, notificationsQuery } from "../../lib/queries/notifications";
import { useRealtimeLive } from "../../lib/realtime";

/** The header's notification list (beyond the SPEC). */
export function useNotifications() {
  return useQuery(notificationsQuery(useRealtimeLive()));
}

/** Marks every stored notification read (message items clear when their thread is read). */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await callEndpoint(readNotifications)).data,
    onSuccess: (data) => queryClient.setQueryData(notificationKeys.all, data),
  });
}
