import { logout as logoutEndpoint } from "@shared/endpoints/auth";
import { unsubscribe as pushUnsubscribe } from "@shared/endpoints/push";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { callEndpoint } from "../../lib/call-endpoint";
import { flash } from "../../lib/flash";
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
  const endSession = useEndSession();
  const [busy, setBusy] = useState(false);

  const logout = useCallback(async () => {
    setBusy(true);
    await endSession({ revoke: true });
  }, [endSession]);

  return { logout, busy };
}

/**
 * This device forgets the member: its push subscription ends, the session is revoked on the server
 * when asked (a failure is ignored), the tokens, the query cache and the service worker's copy of the
 * member's reads go, and the app lands on /signin, with a sentence to show there when given (after an
 * account was deleted).
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (opts: { revoke?: boolean; notice?: string } = {}) => {
      await endPushOnThisDevice({ server: Boolean(opts.revoke) });
      if (opts.revoke) {
        try {
          await callEndpoint(logoutEndpoint);
        } catch {
          // Ignored on purpose: signing out of this device must always work.
        }
      }
      clearSession();
      queryClient.clear();
      await forgetMemberReads();
      await navigate("/signin", { replace: true, ...(opts.notice ? { state: flash(opts.notice) } : {}) });
    },
    [navigate, queryClient],
  );
}

// The server's copy is ended too unless the session is gone already (a deleted account's devices
// were erased with it).
async function endPushOnThisDevice(opts: { server: boolean }): Promise<void> {
  try {
    const endpoint = await unsubscribeFromPush();
    if (endpoint && opts.server) await callEndpoint(pushUnsubscribe, { body: { endpoint } });
  } catch {
    // Ignored: signing out must always work (the push service drops an unsubscribed endpoint anyway).
  }
}
