import type { EventSummary, User } from "@shared/contracts/users";
import { getUser } from "@shared/endpoints/users";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../call-endpoint";
import { useUserId } from "../use-session";

/** SPEC 3 "User" as GET /api/users/{id} answers it (mobileNo and dateOfBirth only for oneself). */
export type { EventSummary, User };

export const userKeys = {
  detail: (userId: string) => ["users", userId] as const,
};

export async function fetchUser(userId: string, signal?: AbortSignal): Promise<User> {
  const body = await callEndpoint(getUser, { params: { id: userId }, signal });
  return body.data;
}

/** SPEC 7 GET /users/{id}. */
export function userQuery(userId: string) {
  return queryOptions({
    queryKey: userKeys.detail(userId),
    queryFn: ({ signal }) => fetchUser(userId, signal),
    enabled: userId !== "",
  });
}

/** The signed-in user (the role decides the Admin Panel and /admin). */
export function useCurrentUser() {
  return useQuery(userQuery(useUserId() ?? ""));
}
