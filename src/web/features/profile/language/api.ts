import { putMyLanguage } from "@shared/endpoints/users";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/call-endpoint";
import type { Language } from "../../../lib/i18n";

/** PUT /api/users/me/language: the account's language, which the member's emails and pushes follow. */
export function useSaveLanguage() {
  return useMutation({
    mutationFn: (language: Language) => callEndpoint(putMyLanguage, { body: { language } }),
  });
}
