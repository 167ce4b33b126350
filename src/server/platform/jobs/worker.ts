import type { Db } from "../../db/client";
import { claimDue, completeJob, failJob, type Job, PermanentJobError } from "./queue";

export type JobHandler = (job: Job) => Promise<void>;

export type WorkerOptions = {
  db: Db;
  handlers: Record<string, JobHandler>;
  /** The clock (tests move it instead of sleeping). */
  now?: () => Date;
  /** How long an idle worker waits before it looks for due jobs again. */
  pollMs?: number;
  batchSize?: number;
  /** How long a claim lasts; a worker that dies mid-run leaves its jobs for others after it. */
  leaseMs?: number;
  onError?: (error: unknown, job?: Job) => void;
  onFailed?: (job: Job, error: unknown) => void;
};

export type Worker = {
  /** Looks for due jobs now instead of at the next poll (after a change queued some). */
  wake(): void;
  /** Claims and runs one batch; answers how many jobs ran. Tests drive the queue with it. */
  runOnce(): Promise<number>;
  /**
   * Stops polling and waits up to `graceMs` for the jobs in hand. Results that come later are not
   * written: their claims lapse and another worker runs those jobs again (at least once).
   */
  stop(opts?: { graceMs?: number }): Promise<void>;
};

export type PollingWorker = Worker & { start(): void };

export const WORKER_DEFAULTS = { pollMs: 1000, batchSize: 10, leaseMs: 5 * 60_000 } as const;

// Runs jobs in the server process: one loop, one batch at a time, handlers of a batch together.
export function createWorker(opts: WorkerOptions): PollingWorker {
  const now = opts.now ?? (() => new Date());
  const pollMs = opts.pollMs ?? WORKER_DEFAULTS.pollMs;
  const batchSize = opts.batchSize ?? WORKER_DEFAULTS.batchSize;
  const leaseMs = opts.leaseMs ?? WORKER_DEFAULTS.leaseMs;
  const onError = opts.onError ?? (() => {});
  let stopped = false;
  let abandoned = false;
  let current: Promise<number> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let sleeping: (() => void) | null = null;
  // A wake that came while a batch ran: the next sleep is skipped, so a job queued then does not
  // wait for the next poll (a push's latency, ADR 0017).
  let woken = false;

  async function runJob(job: Job): Promise<void> {
    const handler = opts.handlers[job.kind];
    let failure: unknown = null;
    try {
      if (!handler) throw new PermanentJobError(`no handler for job kind ${job.kind}`);
      await handler(job);
    } catch (error) {
      failure = error ?? new Error("job failed");
    }
    if (abandoned) return;
    if (failure === null) {
      await completeJob(opts.db, job, now());
      return;
    }
    const outcome = await failJob(opts.db, job, failure, now());
    if (outcome === "failed") opts.onFailed?.(job, failure);
  }

  async function batch(): Promise<number> {
    const claimed = await claimDue(opts.db, { now: now(), limit: batchSize, leaseMs });
    const results = await Promise.allSettled(claimed.map(runJob));
    for (const [i, result] of results.entries()) {
      if (result.status === "rejected") onError(result.reason, claimed[i]);
    }
    return claimed.length;
  }

  function runOnce(): Promise<number> {
    // One batch at a time: a call during a batch runs after it.
    const run = (current ?? Promise.resolve(0)).catch(() => 0).then(batch);
    current = run;
    run
      .finally(() => {
        if (current === run) current = null;
      })
      .catch(() => {});
    return run;
  }

  async function loop(): Promise<void> {
    while (!stopped) {
      let ran = 0;
      try {
        ran = await runOnce();
      } catch (error) {
        if (!stopped) onError(error);
      }
      if (stopped) break;
      // A full batch means more may be due: go again at once.
      if (ran < batchSize) await sleep();
    }
  }

  function sleep(): Promise<void> {
    if (woken) {
      woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      sleeping = resolve;
      timer = setTimeout(resolve, pollMs);
      timer.unref?.();
    });
  }

  function wakeUp() {
    if (!sleeping) woken = true;
    if (timer) clearTimeout(timer);
    timer = null;
    const resolve = sleeping;
    sleeping = null;
    resolve?.();
  }

  let looping: Promise<void> | null = null;
  return {
    start() {
      looping ??= loop();
    },
    wake: wakeUp,
    runOnce,
    async stop({ graceMs = 10_000 } = {}) {
      stopped = true;
      wakeUp();
      const inFlight = current ?? Promise.resolve(0);
      let graceTimer: NodeJS.Timeout | undefined;
      const grace = new Promise<"late">((resolve) => {
        graceTimer = setTimeout(() => resolve("late"), graceMs);
      });
      const outcome = await Promise.race([
        inFlight.then(
          () => "done" as const,
          () => "done" as const,
        ),
        grace,
      ]);
      clearTimeout(graceTimer);
      if (outcome === "late") abandoned = true;
      if (outcome === "done") await looping;
    },
  };
}
