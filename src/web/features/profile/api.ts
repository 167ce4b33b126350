import type { EventSummary, User } from "@shared/contracts/users";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { api } from "../../lib/api";
import { clearSession } from "../../lib/token-storage";
import { useUserId } from "../../lib/use-session";

/** SPEC 3 "User" as GET /api/users/{id} answers it (mobileNo and dateOfBirth only for oneself). */
export type { EventSummary, User };

export const userQueryKey = (userId: string) => ["users", userId] as const;

export async function fetchUser(userId: string, signal?: AbortSignal): Promise<User> {
  const body = await api.get<User>(`/users/${encodeURIComponent(userId)}`, { signal });
  return body.data;
}

/** SPEC 7: GET /users/{id} for the signed-in user (the role decides the Admin Panel and /admin). */
export function useCurrentUser() {
  const userId = useUserId();
  return useQuery({
    queryKey: userQueryKey(userId ?? ""),
    queryFn: ({ signal }) => fetchUser(userId as string, signal),
    enabled: Boolean(userId),
  });
}

/**
 * Logout: POST /api/users/logout revokes this session on the server (a failure is ignored, the
 * device forgets the session anyway), then accessToken, userID and authToken are removed, the
 * query cache is emptied and the app goes to /signin.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const logout = useCallback(async () => {
    setBusy(true);
    try {
      await api.post<null>("/users/logout");
    } catch {
      // Ignored on purpose: signing out of this device must always work.
    }
    clearSession();
    queryClient.clear();
    await navigate("/signin", { replace: true });
  }, [navigate, queryClient]);

  return { logout, busy };
}

/** SPEC 7 GET /message/getAllFriends: the members one has exchanged messages with. */
export function useCompanions() {
  return useQuery({
    queryKey: ["message", "companions"],
    queryFn: async ({ signal }) =>
      (
        await api.get<{ _id: string; name: string; avatar: string | null; location: string }[]>(
          "/message/getAllFriends",
          { signal },
        )
      ).data,
  });
}
