import { photoCheckCounts } from "@shared/endpoints/photo-check";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../call-endpoint";

// Selfies waiting for review (issue 38 item 4, ADR 0044): the admin page (the admin feature) and
// the admin navigation's badge (app/) both read the count, so the key and the query live here.
export const photoCheckAdminKeys = {
  all: ["admin", "photo-checks"] as const,
  counts: ["admin", "photo-checks", "counts"] as const,
  pending: ["admin", "photo-checks", "pending"] as const,
};

/** GET /admin/photo-checks/counts; read again every minute. */
export function usePhotoCheckCounts() {
  return useQuery({
    queryKey: photoCheckAdminKeys.counts,
    queryFn: async ({ signal }) => (await callEndpoint(photoCheckCounts, { signal })).data,
    refetchInterval: 60_000,
  });
}
