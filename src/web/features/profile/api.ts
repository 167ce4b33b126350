import { logout as logoutEndpoint } from "@shared/endpoints/auth";
import { unsubscribe as pushUnsubscribe } from "@shared/endpoints/push";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { callEndpoint } from "../../lib/call-endpoint";
import { forgetMemberReads } from "../../lib/offline-cache";
import { unsubscribeFromPush } from "../../lib/push";
import { clearSession } from "../../lib/token-storage";

/**
 * Logout: POST /api/users/logout revokes this session on the server (a failure is ignored, the
 * device forgets the session anyway), then accessToken, userID and authToken are removed, the
 * query cache and the service worker's copy of the member's reads are emptied (the next person on
 * the phone must not see them offline) and the app goes to /signin. First, this device's push
 * subscription ends, in the browser and on the server, so the member's notifications stop reaching it.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const logout = useCallback(async () => {
    setBusy(true);
    await endPushOnThisDevice();
    try {
      await callEndpoint(logoutEndpoint);
    } catch {
      // Ignored on purpose: signing out of this device must always work.
    }
    clearSession();
    queryClient.clear();
    await forgetMemberReads();
    await navigate("/signin", { replace: true });
  }, [navigate, queryClient]);

  return { logout, busy };
}

async function endPushOnThisDevice(): Promise<void> {
  try {
    const endpoint = await unsubscribeFromPush();
    if (endpoint) await callEndpoint(pushUnsubscribe, { body: { endpoint } });
  } catch {
    // Ignored: signing out must always work (the push service drops an unsubscribed endpoint anyway).
  }
}
