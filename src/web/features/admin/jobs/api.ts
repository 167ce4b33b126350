import type { FailedJob } from "@shared/contracts/jobs";
import * as admin from "@shared/endpoints/admin";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/call-endpoint";

// The admin calls about the job queue (ADR 0017): the deliveries that failed for good, and running
// one of them again.

export type { FailedJob };

export const failedJobsKey = ["admin", "jobs", "failed"] as const;

/** GET /api/admin/jobs/failed: jobs that used all their attempts, latest first. */
export function useFailedJobs() {
  return useQuery({
    queryKey: failedJobsKey,
    queryFn: async ({ signal }) => (await callEndpoint(admin.failedJobs, { signal })).data,
  });
}

/**
 * POST /api/admin/jobs/{id}/retry: answers the server's message. On success the job is pending
 * again, so it leaves the list at once; success or failure the list is read again, so that a job
 * another admin retried meanwhile (the server refuses it) goes too.
 */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      // The sentence and its code (ADR 0056): the page says it in the admin's language.
      const body = await callEndpoint(admin.retryJob, { params: { id } });
      return body.message ? { message: body.message, code: body.code ?? null } : null;
    },
    onSuccess: (_message, id) =>
      queryClient.setQueryData<FailedJob[]>(failedJobsKey, (jobs) => jobs?.filter((job) => job._id !== id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: failedJobsKey }),
  });
}
