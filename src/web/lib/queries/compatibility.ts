import { compatibility } from "@shared/endpoints/matching";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../call-endpoint";

export type Compatibility = {
  // The pair's percent; null when there is none (oneself, a failure, no answers to compare).
  percent: number | null;
  // True until the percent or a real failure has arrived: screens show a skeleton meanwhile, not "N/A".
  loading: boolean;
};

/** The compatibility percent between the viewer and `userId` (SPEC 7 GET /matching/compatibility/{userId}). */
export function useCompatibility(userId: string | null | undefined): Compatibility {
  const query = useQuery({
    queryKey: ["matching", "compatibility", userId],
    enabled: Boolean(userId),
    queryFn: ({ signal }) => callEndpoint(compatibility, { params: { userId: userId! }, signal }),
    retry: false,
  });
  return {
    percent: query.data?.data.compatibilityScore ?? null,
    loading: Boolean(userId) && query.isPending,
  };
}
