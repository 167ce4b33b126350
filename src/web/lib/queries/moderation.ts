import type { ModerationCounts } from "@shared/contracts/moderation";
import { moderationCounts } from "@shared/endpoints/moderation";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../call-endpoint";

export type { ModerationCounts };

// The one moderation queue (ADR 0043): its page (the admin feature) and the admin navigation's
// badge (app/) both read the open counts, so the key and the query live here.
export const moderationKeys = {
  all: ["admin", "moderation"] as const,
  counts: ["admin", "moderation", "counts"] as const,
  cases: (subject: string, order: string) => ["admin", "moderation", "cases", subject, order] as const,
};

/** GET /admin/moderation/counts: open cases in all and per subject; read again every minute. */
export function useModerationCounts() {
  return useQuery({
    queryKey: moderationKeys.counts,
    queryFn: async ({ signal }) => (await callEndpoint(moderationCounts, { signal })).data,
    refetchInterval: 60_000,
  });
}
