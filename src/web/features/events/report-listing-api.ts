import { reportListing } from "@shared/endpoints/moderation";
import { MODERATION_MESSAGES } from "@shared/texts";
import { useMutation } from "@tanstack/react-query";
import { callForSentence } from "../../lib/call-endpoint";

// Apart from api.ts: only the report dialog, a chunk of its own, needs it.
/**
 * POST /events/{id}/report {reason, details}: a member reports a listing to the admins' one queue
 * (ADR 0043). Answers the server's thank-you sentence.
 */
export function useReportListing(eventId: string) {
  return useMutation({
    mutationFn: (vars: { reason: string; details: string }) =>
      callForSentence(MODERATION_MESSAGES.listingReported, reportListing, {
        params: { id: eventId },
        body: { reason: vars.reason, ...(vars.details.trim() ? { details: vars.details.trim() } : {}) },
      }),
  });
}
