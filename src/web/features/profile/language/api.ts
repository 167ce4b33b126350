import { putMyLanguage } from "@shared/endpoints/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/call-endpoint";
import type { Language } from "../../../lib/i18n";
import { notificationKeys } from "../../../lib/queries/keys";

/**
 * PUT /api/users/me/language: the account's language, which the member's emails, pushes and bell
 * follow. The bell's list is written by the server in it, so it is read again once saved.
 */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) => callEndpoint(putMyLanguage, { body: { language } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
