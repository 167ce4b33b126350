import { logout as logoutEndpoint } from "@shared/endpoints/auth";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { callEndpoint } from "../../lib/call-endpoint";
import { forgetMemberReads } from "../../lib/offline-cache";
import { clearSession } from "../../lib/token-storage";

/**
 * Logout: POST /api/users/logout revokes this session on the server (a failure is ignored, the
 * device forgets the session anyway), then accessToken, userID and authToken are removed, the
 * query cache and the service worker's copy of the member's reads are emptied (the next person on
 * the phone must not see them offline) and the app goes to /signin.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const logout = useCallback(async () => {
    setBusy(true);
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
