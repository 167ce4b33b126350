import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Database } from "../../db/client";
import { handledEvents, jobs } from "../../db/schema";
import { openTestDatabase } from "../../test/database";
import { handlersByKind } from "../jobs/define-job";
import { createWorker } from "../jobs/worker";
import type { Realtime, RealtimeEvent } from "../realtime-events";
import { defineEvent } from "./define-event";
import { domainEventJob, domainEvents, RELAY_GRACE_MS } from "./outbox";
import { subscribe } from "./subscriber";

// ADR 0030: a use case records what happened in its transaction; subscribers own the consequences,
// at least once after the commit, each idempotent.

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const published: RealtimeEvent[] = [];
const realtime: Realtime = {
  publish: async (event) => {
    published.push(event);
  },
  openSockets: () => 0,
  isConnected: async () => false,
};

const somethingHappened = defineEvent({
  type: "test.happened",
  data: z.object({ what: z.string() }),
});

// A subscriber whose effect is a row (a handled_events row stands for it) and a count of its runs.
function counting(name: string, opts: { failFirst?: number } = {}) {
  const seen: string[] = [];
  let failures = opts.failFirst ?? 0;
  const subscriber = subscribe(name, somethingHappened, async (data, context) => {
    if (failures > 0) {
      failures -= 1;
      throw new Error(`${name} is down`);
    }
    const done = await context.once(async () => data.what);
    if (done) seen.push(done);
  });
  return { subscriber, seen };
}

const eventJobs = () => database.db.select().from(jobs).where(eq(jobs.kind, domainEventJob.kind));

describe("domain events", () => {
  it("are stored with the change and handed to every subscriber before commit answers", async () => {
    const first = counting("test.first");
    const second = counting("test.second");
    const events = domainEvents({
      db: database.db,
      realtime,
      subscribers: [first.subscriber, second.subscriber],
    });
    const answer = await events.commit(async (_tx, record) => {
      record(somethingHappened.of({ what: "asked" }));
      return 42;
    });
    expect(answer).toBe(42);
    expect(first.seen).toEqual(["asked"]);
    expect(second.seen).toEqual(["asked"]);
    const stored = (await eventJobs()).filter((j) => j.payload.type === "test.happened");
    expect(stored.map((j) => j.state)).toEqual(["done"]);
  });

  it("are not recorded, and tell nobody, when the change rolls back", async () => {
    const only = counting("test.rollback");
    const events = domainEvents({ db: database.db, realtime, subscribers: [only.subscriber] });
    const before = (await eventJobs()).length;
    await expect(
      events.commit(async (_tx, record) => {
        record(somethingHappened.of({ what: "never" }));
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(only.seen).toEqual([]);
    expect(await eventJobs()).toHaveLength(before);
  });

  it("are retried by the worker when a subscriber fails, and a retried event tells nobody twice", async () => {
    const steady = counting("test.steady");
    const flaky = counting("test.flaky", { failFirst: 1 });
    const errors: unknown[] = [];
    const events = domainEvents({
      db: database.db,
      realtime,
      subscribers: [steady.subscriber, flaky.subscriber],
      onError: (error) => errors.push(error),
    });
    const event = somethingHappened.of({ what: "retried" });
    await events.commit(async (_tx, record) => record(event));
    // The relay ran the steady one, then the flaky one failed: the job waits for the worker.
    expect(steady.seen).toEqual(["retried"]);
    expect(flaky.seen).toEqual([]);
    expect(errors).toHaveLength(1);
    const [job] = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupKey, `event:${event.id}`));
    expect(job).toMatchObject({ state: "pending", attempts: 1 });
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());

    // The worker, later: the flaky one handles it; the steady one, which had, does nothing again.
    const later = new Date(Date.now() + 2 * RELAY_GRACE_MS + 60 * 60_000);
    const worker = createWorker({ db: database.db, now: () => later, handlers: handlersByKind(events.jobs) });
    while ((await worker.runOnce()) > 0);
    expect(flaky.seen).toEqual(["retried"]);
    expect(steady.seen).toEqual(["retried"]);
    const handled = await database.db.select().from(handledEvents).where(eq(handledEvents.eventId, event.id));
    expect(handled.map((h) => h.subscriber).sort()).toEqual(["test.flaky", "test.steady"]);

    // Delivered once more (a second worker, a lost lease): still nobody told twice.
    await database.db.update(jobs).set({ state: "pending", runAt: later }).where(eq(jobs.id, job!.id));
    while ((await worker.runOnce()) > 0);
    expect(steady.seen).toEqual(["retried"]);
    expect(flaky.seen).toEqual(["retried"]);
  });

  it("refuse two subscribers of one name, and data that does not fit the event", () => {
    const a = counting("test.twice");
    expect(() =>
      domainEvents({ db: database.db, realtime, subscribers: [a.subscriber, a.subscriber] }),
    ).toThrow("test.twice");
    expect(() => somethingHappened.of({ what: 3 } as unknown as { what: string })).toThrow();
  });
});
