import { and, eq, inArray, lt, or } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { handledEvents, jobs, snapshotChanges } from "../../db/schema";
import { type BoundJob, defineJob } from "./define-job";
import { enqueue, type JobInput } from "./queue";

// Done jobs are kept a while (their dedup keys stop a retried change from queueing twice, and the
// admin screen shows them), then deleted, so the table holds weeks, not years. Failed jobs stay
// FAILED_JOBS_KEPT_DAYS, long enough for an admin to see them, and no longer (they name members). The pruning is itself a job, once a day, keyed by the day: every
// instance may queue it at start, and it runs once.

export const jobsPrune = defineJob({ kind: "jobs.prune", payload: z.object({}) });
export const DONE_JOBS_KEPT_DAYS = 30;
export const FAILED_JOBS_KEPT_DAYS = 90;
const DAY_MS = 24 * 60 * 60_000;
// Rows per statement: one run never holds a long lock on a table the workers claim from.
const BATCH = 5_000;

export function pruneJob(now: Date, runAt?: Date): JobInput {
  const day = (runAt ?? now).toISOString().slice(0, 10);
  return jobsPrune.input({}, { dedupKey: `${jobsPrune.kind}:${day}`, runAt: runAt ?? now });
}

/**
 * Deletes done jobs that finished over DONE_JOBS_KEPT_DAYS ago, and failed ones over
 * FAILED_JOBS_KEPT_DAYS ago; answers how many.
 */
export async function pruneDoneJobs(db: Db, now: Date): Promise<number> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  let total = 0;
  for (;;) {
    const batch = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        or(
          and(eq(jobs.state, "done"), lt(jobs.finishedAt, ago(DONE_JOBS_KEPT_DAYS))),
          and(eq(jobs.state, "failed"), lt(jobs.finishedAt, ago(FAILED_JOBS_KEPT_DAYS))),
        ),
      )
      .limit(BATCH);
    const deleted = await db.delete(jobs).where(inArray(jobs.id, batch)).returning({ id: jobs.id });
    total += deleted.length;
    if (deleted.length < BATCH) return total;
  }
}

/**
 * Forgets which subscriber handled which domain event (ADR 0030) once the event's job can no longer
 * run again: after FAILED_JOBS_KEPT_DAYS, the longest an event's job is kept (an admin may retry a
 * failed one until then). Answers how many.
 */
export async function pruneHandledEvents(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - FAILED_JOBS_KEPT_DAYS * DAY_MS);
  const deleted = await db
    .delete(handledEvents)
    .where(lt(handledEvents.handledAt, before))
    .returning({ eventId: handledEvents.eventId });
  return deleted.length;
}

/**
 * Forgets the change log of the in-memory snapshots (ADR 0051) after SNAPSHOT_CHANGES_KEPT_DAYS: a
 * process that far behind builds its snapshots again (they rebuild hourly anyway). The log names a
 * deleted member's id until then, and nothing else of them. Answers how many.
 */
export const SNAPSHOT_CHANGES_KEPT_DAYS = 1;
export async function pruneSnapshotChanges(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - SNAPSHOT_CHANGES_KEPT_DAYS * DAY_MS);
  // One statement: nothing else updates or locks these rows, and the time index finds them.
  const deleted = await db
    .delete(snapshotChanges)
    .where(lt(snapshotChanges.at, before))
    .returning({ seq: snapshotChanges.seq });
  return deleted.length;
}

export function pruneJobHandlers(deps: { db: Db; now?: () => Date }): BoundJob[] {
  const now = deps.now ?? (() => new Date());
  return [
    jobsPrune.handle(async () => {
      const at = now();
      await pruneDoneJobs(deps.db, at);
      await pruneHandledEvents(deps.db, at);
      await pruneSnapshotChanges(deps.db, at);
      await enqueue(deps.db, pruneJob(at, new Date(at.getTime() + DAY_MS)));
    }),
  ];
}
