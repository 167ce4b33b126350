import { putMyLanguage } from "@shared/endpoints/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/call-endpoint";
import type { Language } from "../../../lib/i18n";
import { notificationKeys } from "../../../lib/queries/keys";
import { userKeys } from "../../../lib/queries/users";
import { useUserId } from "../../../lib/use-session";

/**
 * PUT /api/users/me/language: the account's language, which the member's emails, pushes and bell
 * follow. The bell's list is written by the server in it, so it is read again once saved.
 */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  const me = useUserId() ?? "";
  return useMutation({
    mutationFn: (language: Language) => callEndpoint(putMyLanguage, { body: { language } }),
    // The account now says this language (the screens follow it, app/follow-account-language.ts),
    // and the bell's list is written in it.
    // Read again in the background: the saved notice does not wait on them.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      void queryClient.invalidateQueries({ queryKey: userKeys.detail(me) });
    },
  });
}
