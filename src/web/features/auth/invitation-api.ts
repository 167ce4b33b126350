import type { EventPreview } from "@shared/contracts/share-card";
import { eventPreview } from "@shared/endpoints/share-card";
import { useQuery } from "@tanstack/react-query";
import { isClientError } from "../../lib/api";
import { callEndpoint } from "../../lib/call-endpoint";

export type { EventPreview };

// The experience a shared link invited the visitor to (issue 27 item 5, ADR 0031): public, no account.

export const invitationKey = (eventId: string) => ["share-card", "preview", eventId] as const;

/** The preview, when there is an invitation; a 404 (not listed, cancelled, over) is final. */
export function useEventPreview(eventId: string | null) {
  return useQuery({
    queryKey: invitationKey(eventId ?? ""),
    queryFn: async ({ signal }) =>
      (await callEndpoint(eventPreview, { params: { id: eventId ?? "" }, signal })).data,
    enabled: eventId !== null,
    staleTime: 60_000,
    retry: (count, error) => !isClientError(error) && count < 2,
  });
}
