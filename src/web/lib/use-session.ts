import { useSyncExternalStore } from "react";
import { getUserId, hasUsableToken, subscribeToSession } from "./token-storage";

/** True while a usable access token is stored; re-renders when it is stored or removed. */
export function useHasToken(): boolean {
  return useSyncExternalStore(subscribeToSession, hasUsableToken, () => false);
}

/** The signed-in user's id (SPEC 3 "userID"), or null. */
export function useUserId(): string | null {
  return useSyncExternalStore(subscribeToSession, getUserId, () => null);
}
