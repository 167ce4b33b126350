import { pushKey, subscribe, unsubscribe } from "@shared/endpoints/push";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../api";
import { callEndpoint } from "../call-endpoint";
import {
  currentPushSubscription,
  type PushAbility,
  pushAbility,
  subscribeToPush,
  unsubscribeFromPush,
} from "../push";

// This device's push state, read from the browser (not the server: push is per device). Shared by
// the bell's opt-in and the notification preferences screen (components/push-opt-in.tsx).
const pushDeviceKey = ["push", "device"] as const;

export type PushDeviceState = { ability: PushAbility; subscribed: boolean };

export function usePushDevice() {
  return useQuery({
    queryKey: pushDeviceKey,
    queryFn: async (): Promise<PushDeviceState> => ({
      ability: pushAbility(),
      subscribed: (await currentPushSubscription()) !== null,
    }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Asks the browser (on the member's click), subscribes with the server's key, and tells the server. */
export function useTurnOnPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { publicKey } = (await callEndpoint(pushKey)).data;
      const subscription = await subscribeToPush(publicKey);
      const { endpoint, keys } = subscription;
      if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error("incomplete subscription");
      await callEndpoint(subscribe, { body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushDeviceKey }),
  });
}

/** Ends the browser's subscription, then the server's record of it. */
export function useTurnOffPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const endpoint = await unsubscribeFromPush();
      if (endpoint) await callEndpoint(unsubscribe, { body: { endpoint } }).catch(ignoreGone);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushDeviceKey }),
  });
}

// The server had already dropped it (the push service said it was gone): off is off.
function ignoreGone(error: unknown) {
  if (error instanceof ApiError && error.status === 404) return;
  throw error;
}
