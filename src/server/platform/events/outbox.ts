import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db, Tx } from "../../db/client";
import { handledEvents, jobs } from "../../db/schema";
import { type BoundJob, defineJob } from "../jobs/define-job";
import { enqueue, failJob, type Job } from "../jobs/queue";
import type { Realtime } from "../realtime-events";
import type { DomainEvent } from "./define-event";
import type { RecordEvent, Subscriber, SubscriberContext } from "./subscriber";

// Domain events on the outbox (ADR 0030). A use case records what happened inside its transaction,
// as a job of kind domain.event beside its own writes: the event exists exactly when the change
// does. Once the transaction commits, the same process hands the events to their subscribers at
// once (the relay), so the consequences are there when the request answers; should the process die
// first, or a subscriber fail, the worker runs the job after RELAY_GRACE_MS (and retries with the
// queue's backoff). Each subscriber is idempotent (subscriber.ts), so "at least once" tells nobody
// twice.

/** How long a recorded event waits for the relay of its own process before the worker takes it. */
export const RELAY_GRACE_MS = 30_000;

export const domainEventJob = defineJob({
  kind: "domain.event",
  payload: z.object({
    id: z.uuid(),
    type: z.string().min(1),
    data: z.record(z.string(), z.unknown()),
    at: z.iso.datetime(),
  }),
});

export type DomainEvents = {
  /**
   * Runs `change` in one transaction; the events it records are stored with its writes and, once
   * it commits, handed to their subscribers before this answers.
   */
  commit<T>(change: (tx: Tx, record: RecordEvent) => Promise<T>): Promise<T>;
  /** The worker's handler of domain.event (what the relay did not finish). */
  readonly jobs: BoundJob[];
};

export function domainEvents(deps: {
  db: Db;
  realtime: Realtime;
  subscribers: readonly Subscriber[];
  now?: () => Date;
  onError?: (error: unknown, event: DomainEvent) => void;
}): DomainEvents {
  const now = () => deps.now?.() ?? new Date();
  const byType = new Map<string, Subscriber[]>();
  const names = new Set<string>();
  for (const subscriber of deps.subscribers) {
    if (names.has(subscriber.name)) throw new Error(`subscriber ${subscriber.name} is registered twice`);
    names.add(subscriber.name);
    byType.set(subscriber.on.type, [...(byType.get(subscriber.on.type) ?? []), subscriber]);
  }

  // Every subscriber of the event, in the order they were registered; the first failure stops the
  // run (the job is retried, and those that had handled it skip it then).
  async function dispatch(event: DomainEvent): Promise<void> {
    for (const subscriber of byType.get(event.type) ?? []) {
      const context: SubscriberContext = {
        db: deps.db,
        realtime: deps.realtime,
        // The events the subscriber records in turn (a notification it stored) are stored in its
        // transaction and relayed after it commits, as a use case's are.
        once: (work) =>
          transact(async (tx, record) => {
            const [fresh] = await tx
              .insert(handledEvents)
              .values({ eventId: event.id, subscriber: subscriber.name })
              .onConflictDoNothing()
              .returning({ eventId: handledEvents.eventId });
            return fresh ? work(tx, record) : null;
          }),
      };
      await subscriber.handle(event, context);
    }
  }

  // One transaction that stores the events `change` records beside its writes; once it commits,
  // they are relayed to their subscribers before this answers.
  async function transact<T>(change: (tx: Tx, record: RecordEvent) => Promise<T>): Promise<T> {
    const recorded: DomainEvent[] = [];
    const result = await deps.db.transaction(async (tx) => {
      const answer = await change(tx, (event) => recorded.push(event));
      if (recorded.length > 0) {
        const runAt = new Date(now().getTime() + RELAY_GRACE_MS);
        await enqueue(
          tx,
          recorded.map((event) =>
            domainEventJob.input(
              { id: event.id, type: event.type, data: event.data, at: event.at.toISOString() },
              { dedupKey: eventKey(event), runAt },
            ),
          ),
        );
      }
      return answer;
    });
    await relay(recorded);
    return result;
  }

  // After the commit, in this process: each event is dispatched, then its job ended. No worker
  // takes the job before RELAY_GRACE_MS, so the relay does not claim it first (one write per event,
  // not two: on PGlite every statement waits its turn on one thread, and a join request records two
  // events). Should a dispatch outlast the grace, a worker may run the event as well: the
  // subscribers are idempotent (handled_events), and the relay then leaves the job to it. A failure
  // is counted as an attempt and leaves the job to the worker's retries.
  async function relay(events: DomainEvent[]): Promise<void> {
    for (const event of events) {
      const pending = and(eq(jobs.dedupKey, eventKey(event)), eq(jobs.state, "pending"));
      try {
        await dispatch(event);
      } catch (error) {
        const [job] = await deps.db
          .update(jobs)
          .set({ state: "running", attempts: sql`${jobs.attempts} + 1`, lockedUntil: now() })
          .where(pending)
          .returning();
        if (job) await failJob(deps.db, job, error, now());
        deps.onError?.(error, event);
        continue;
      }
      await deps.db.update(jobs).set({ state: "done", finishedAt: now(), lastError: null }).where(pending);
    }
  }

  return {
    commit: transact,
    jobs: [
      domainEventJob.handle((payload: z.output<typeof domainEventJob.payload>, _job: Job) =>
        dispatch({ id: payload.id, type: payload.type, data: payload.data, at: new Date(payload.at) }),
      ),
    ],
  };
}

const eventKey = (event: DomainEvent) => `event:${event.id}`;
