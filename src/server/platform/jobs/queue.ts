import { and, asc, desc, eq, inArray, like, lte, or, sql } from "drizzle-orm";
import { type Db, queryRows, type Tx } from "../../db/client";
import { jobs } from "../../db/schema";
import { maskEmails } from "../redact";

// The outbox and job queue (ADR 0017). A change enqueues inside its own transaction, so the job
// exists exactly when the change does; the dedup key makes enqueueing idempotent, so a retried
// change queues nothing twice. Workers claim with FOR UPDATE SKIP LOCKED (several processes on
// PostgreSQL never take the same job) and hold a lease; a job whose lease lapsed while running
// belonged to a worker that died and is claimed again. Delivery is therefore at least once.

export type JobInput = {
  kind: string;
  payload: Record<string, unknown>;
  dedupKey: string;
  runAt?: Date;
  maxAttempts?: number;
};

export type Job = typeof jobs.$inferSelect;

/** After the n-th failed attempt a job waits 30 s x 2^(n-1), at most an hour. */
export const BACKOFF = { baseMs: 30_000, capMs: 60 * 60_000 } as const;
export const backoffMs = (attempts: number) =>
  Math.min(BACKOFF.baseMs * 2 ** Math.max(0, attempts - 1), BACKOFF.capMs);

// A failure that no retry can mend (a job of a kind nobody handles, a malformed payload).
export class PermanentJobError extends Error {}

/** Queues jobs in the caller's transaction (or alone); answers how many were new. */
export async function enqueue(tx: Db | Tx, input: JobInput | JobInput[]): Promise<number> {
  const list = Array.isArray(input) ? input : [input];
  if (list.length === 0) return 0;
  const inserted = await tx
    .insert(jobs)
    .values(
      list.map((job) => ({
        kind: job.kind,
        payload: job.payload,
        dedupKey: job.dedupKey,
        ...(job.runAt ? { runAt: job.runAt } : {}),
        ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
      })),
    )
    .onConflictDoNothing({ target: jobs.dedupKey })
    .returning({ id: jobs.id });
  return inserted.length;
}

/**
 * Claims up to `limit` due jobs for `leaseMs`: pending ones whose time has come, and running ones
 * whose lease lapsed (their worker died). A lapsed job that has used all its attempts fails instead.
 */
export async function claimDue(db: Db, opts: { now: Date; limit: number; leaseMs: number }): Promise<Job[]> {
  const { now, limit, leaseMs } = opts;
  const lapsed = and(eq(jobs.state, "running"), lte(jobs.lockedUntil, now));
  await db
    .update(jobs)
    .set({
      state: "failed",
      lockedUntil: null,
      finishedAt: now,
      lastError: sql`coalesce(${jobs.lastError}, 'the worker stopped mid-run')`,
    })
    .where(and(lapsed, sql`${jobs.attempts} >= ${jobs.maxAttempts}`));
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(or(and(eq(jobs.state, "pending"), lte(jobs.runAt, now)), lapsed))
    .orderBy(asc(jobs.runAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(jobs)
    .set({
      state: "running",
      attempts: sql`${jobs.attempts} + 1`,
      lockedUntil: new Date(now.getTime() + leaseMs),
    })
    .where(inArray(jobs.id, due))
    .returning();
}

// Both outcomes are written only while the claim is this worker's own (same attempt, still
// running), so a worker that outlived its lease cannot overwrite the next worker's result.
const stillMine = (job: Job) =>
  and(eq(jobs.id, job.id), eq(jobs.state, "running"), eq(jobs.attempts, job.attempts));

/**
 * Marks the job done while the claim is still its worker's own; answers whether it was. A handler
 * may call it inside its own transaction, first: its effects and the job's end then commit together,
 * so a run whose claim was lost (or a second run of a finished job) writes nothing.
 */
export async function completeJob(db: Db | Tx, job: Job, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ state: "done", lockedUntil: null, finishedAt: now, lastError: null })
    .where(stillMine(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Ends the pending jobs whose dedup key starts with `prefix` (in the caller's transaction), so they
 * never run: marked done, with the reason in last_error. Answers how many.
 */
export async function cancelJobs(tx: Db | Tx, prefix: string, now = new Date()): Promise<number> {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await tx
    .update(jobs)
    .set({ state: "done", lockedUntil: null, finishedAt: now, lastError: "cancelled" })
    .where(and(eq(jobs.state, "pending"), like(jobs.dedupKey, pattern)))
    .returning({ id: jobs.id });
  return rows.length;
}

/** Retries after the backoff, or fails for good when the attempts are spent or the error is permanent. */
export async function failJob(db: Db, job: Job, error: unknown, now: Date): Promise<"retry" | "failed"> {
  const message = errorText(error);
  const final = job.attempts >= job.maxAttempts || error instanceof PermanentJobError;
  await db
    .update(jobs)
    .set(
      final
        ? { state: "failed", lockedUntil: null, finishedAt: now, lastError: message }
        : {
            state: "pending",
            lockedUntil: null,
            lastError: message,
            runAt: new Date(now.getTime() + backoffMs(job.attempts)),
          },
    )
    .where(stillMine(job));
  return final ? "failed" : "retry";
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  // Kept for the admins after the member may be gone: no email address in it.
  return maskEmails(text).slice(0, 2000);
}

/** The failed jobs, latest first, for the admins. */
export async function failedJobs(db: Db, limit = 100): Promise<Job[]> {
  return db.select().from(jobs).where(eq(jobs.state, "failed")).orderBy(desc(jobs.finishedAt)).limit(limit);
}

/** A failed job runs again now, with its attempts reset; answers false when it is not failed. */
export async function retryFailedJob(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ state: "pending", attempts: 0, runAt: now, finishedAt: null })
    .where(and(eq(jobs.id, id), eq(jobs.state, "failed")))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function findJob(db: Db, id: string): Promise<Job | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

export type QueueDepth = { pending: number; running: number; failed: number };

/**
 * How many jobs wait, run and have failed, for the metrics at each scrape: one round trip. Done jobs
 * are left out (they are most of the table), and each state is spelled out in the SQL so that its
 * count reads that state's partial index.
 */
export async function queueDepth(db: Db): Promise<QueueDepth> {
  const [row] = await queryRows<QueueDepth>(
    db,
    sql`select
      (select count(*) from ${jobs} where ${jobs.state} = 'pending')::int as pending,
      (select count(*) from ${jobs} where ${jobs.state} = 'running')::int as running,
      (select count(*) from ${jobs} where ${jobs.state} = 'failed')::int as failed`,
  );
  return row ?? { pending: 0, running: 0, failed: 0 };
}
