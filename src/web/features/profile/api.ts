import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { useUserId } from "../../lib/use-session";

/** The fields of SPEC 3 "User" the screens read so far; the rest arrive with their screens. */
export type User = {
  _id: string;
  name?: string;
  username?: string;
  avatar?: string | null;
  role?: string;
  gender?: string;
  currentLocation?: string;
  isBanned?: boolean;
};

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
