import { reportListing } from "@shared/endpoints/moderation";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/call-endpoint";

// Apart from api.ts: only the report dialog, a chunk of its own, needs it.
/**
 * POST /events/{id}/report {reason, details}: a member reports a listing to the admins' one queue
 * (ADR 0043). Answers the server's thank-you sentence and its code (ADR 0056), which the dialog says
 * in the member's language.
 */
export function useReportListing(eventId: string) {
  return useMutation({
    mutationFn: async (vars: { reason: string; details: string }) => {
      const body = await callEndpoint(reportListing, {
        params: { id: eventId },
        body: { reason: vars.reason, ...(vars.details.trim() ? { details: vars.details.trim() } : {}) },
      });
      return { message: body.message ?? null, code: body.code ?? null };
    },
  });
}
