import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Database } from "../../db/client";
import { jobs } from "../../db/schema";
import { openTestDatabase } from "../../test/database";
import { defineJob, handlersByKind } from "./define-job";
import { enqueue, type Job, PermanentJobError } from "./queue";
import { createWorker } from "./worker";

// A job kind defined once with its payload's schema: typed on the way in, parsed on the way out, and
// failed for good (not retried) when what is stored does not parse.

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const greeting = defineJob({
  kind: "test.greeting",
  payload: z.object({
    userId: z.uuid(),
    at: z.iso.datetime().transform((s) => new Date(s)),
    loud: z.boolean().optional(),
  }),
});

let counter = 0;
const key = (name: string) => `define-job:${name}:${Date.now()}:${counter++}`;
const jobRow = async (dedupKey: string) =>
  (await database.db.select().from(jobs).where(eq(jobs.dedupKey, dedupKey)))[0]!;
// A claimed job as the worker hands it to a handler (only kind and payload matter here).
const claimed = (payload: Record<string, unknown>) => ({ kind: greeting.kind, payload }) as Job;

describe("defineJob", () => {
  it("builds the input to enqueue: the kind, the payload as given, and the queue's options", () => {
    const userId = randomUUID();
    const runAt = new Date("2030-01-01T10:00:00Z");
    expect(greeting.input({ userId, at: runAt.toISOString() }, { dedupKey: "k" })).toEqual({
      kind: "test.greeting",
      payload: { userId, at: runAt.toISOString() },
      dedupKey: "k",
    });
    expect(
      greeting.input(
        { userId, at: runAt.toISOString(), loud: true },
        { dedupKey: "k", runAt, maxAttempts: 2 },
      ),
    ).toEqual({
      kind: "test.greeting",
      payload: { userId, at: runAt.toISOString(), loud: true },
      dedupKey: "k",
      runAt,
      maxAttempts: 2,
    });
    // @ts-expect-error the payload is checked against the schema where the job is queued
    greeting.input({ userId: 1 }, { dedupKey: "k" });
  });

  it("parses the payload of a claimed job, transforms included", () => {
    const userId = randomUUID();
    const parsed = greeting.parse(claimed({ userId, at: "2030-01-01T10:00:00.000Z", extra: 1 }));
    expect(parsed).toEqual({ userId, at: new Date("2030-01-01T10:00:00.000Z") });
  });

  it("refuses a payload that does not parse with a PermanentJobError naming the fields, not their values", () => {
    const missing = () => greeting.parse(claimed({ at: "2030-01-01T10:00:00.000Z" }));
    expect(missing).toThrow(PermanentJobError);
    expect(missing).toThrow("job test.greeting has no userId");
    const bad = () => greeting.parse(claimed({ userId: "someone@example.test", at: "soon" }));
    expect(bad).toThrow(/has a bad userId \(.+\), has a bad at \(.+\)/);
    expect(bad).not.toThrow(/example\.test/);
    expect(() => greeting.parse(claimed(null as never))).toThrow("job test.greeting has a bad payload");
  });

  it("refuses a kind bound to two handlers", () => {
    const run = async () => {};
    expect(() => handlersByKind([greeting.handle(run), greeting.handle(run)])).toThrow(
      "job kind test.greeting has two handlers",
    );
  });
});

describe("a defined job on the worker", () => {
  it("runs its handler with the parsed payload, and fails a payload that cannot parse at once", async () => {
    const userId = randomUUID();
    const good = key("good");
    const malformed = key("malformed");
    await enqueue(database.db, [
      greeting.input({ userId, at: "2030-01-01T10:00:00.000Z", loud: true }, { dedupKey: good }),
      {
        kind: greeting.kind,
        payload: { userId: "not-a-uuid", at: "2030-01-01T10:00:00.000Z" },
        dedupKey: malformed,
      },
    ]);
    const seen: unknown[] = [];
    const worker = createWorker({
      db: database.db,
      now: () => new Date(Date.now() + 1000),
      handlers: handlersByKind([
        greeting.handle(async (payload, job) => {
          seen.push({ payload, dedupKey: job.dedupKey });
        }),
      ]),
    });
    await worker.runOnce();
    expect(seen).toEqual([
      { payload: { userId, at: new Date("2030-01-01T10:00:00.000Z"), loud: true }, dedupKey: good },
    ]);
    expect(await jobRow(good)).toMatchObject({ state: "done", attempts: 1 });
    // Six attempts allowed, one made: a payload no retry can mend is not retried.
    const failed = await jobRow(malformed);
    expect(failed).toMatchObject({ state: "failed", attempts: 1, maxAttempts: 6 });
    expect(failed.lastError).toContain("job test.greeting has a bad userId");
  });
});
