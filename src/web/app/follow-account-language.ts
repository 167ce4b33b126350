import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { activeLanguage, changeLanguage } from "../lib/i18n";
import { userQuery } from "../lib/queries/users";
import { useUserId } from "../lib/use-session";

/**
 * The account's language wins (ADR 0055): chosen on another phone, it reaches this one the next
 * time the member's profile is read (on opening the app, or coming back to its tab), and every
 * screen switches at once. Only a change of the account's value switches: a choice made here whose
 * save failed stays on this device until the account says otherwise.
 */
export function useFollowAccountLanguage(): void {
  // The app reads nothing again on focus by default (lib/query-client.ts); the profile is, for
  // this, once it is older than its 30 seconds: one small read when a member comes back.
  const account = useQuery({ ...userQuery(useUserId() ?? ""), refetchOnWindowFocus: true }).data?.language;
  useEffect(() => {
    if (account && account !== activeLanguage()) void changeLanguage(account);
  }, [account]);
}
