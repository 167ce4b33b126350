import { useEffect } from "react";
import { activeLanguage, changeLanguage } from "../lib/i18n";
import { useCurrentUser } from "../lib/queries/users";

/**
 * The account's language wins (ADR 0055): chosen on another phone, it reaches this one the next
 * time the member's profile is read (on opening the app, or coming back to its tab), and every
 * screen switches at once. Only a change of the account's value switches: a choice made here whose
 * save failed stays on this device until the account says otherwise.
 */
export function useFollowAccountLanguage(): void {
  const account = useCurrentUser().data?.language;
  useEffect(() => {
    if (account && account !== activeLanguage()) void changeLanguage(account);
  }, [account]);
}
