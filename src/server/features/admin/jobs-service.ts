import { JOB_MESSAGES } from "../../../shared/texts";
import type { Db } from "../../db/client";
import { authorize, conflict, notFound } from "../../platform/errors";
import { failedJobs, findJob, retryFailedJob } from "../../platform/jobs/queue";
import type { Worker } from "../../platform/jobs/worker";
import { canRetryJob } from "./policy";

// The admins' view of the job queue: what failed for good, and running one of them again.
export const listFailedJobs = (opts: { db: Db }) => failedJobs(opts.db);

export async function retryJob(opts: { db: Db; jobs: Worker; jobId: string; now?: Date }): Promise<void> {
  const { db, jobId, now = new Date() } = opts;
  const job = await findJob(db, jobId);
  if (!job) throw notFound(JOB_MESSAGES.notFound);
  authorize(canRetryJob(job), conflict(JOB_MESSAGES.notFailed));
  // A retry racing another admin's finds the job pending already: the same refusal.
  if (!(await retryFailedJob(db, jobId, now))) throw conflict(JOB_MESSAGES.notFailed);
  opts.jobs.wake();
}
