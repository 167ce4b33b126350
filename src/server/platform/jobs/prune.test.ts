import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { handledEvents, jobs, snapshotChanges } from "../../db/schema";
import { openTestDatabase } from "../../test/database";
import { handlersByKind } from "./define-job";
import {
  DONE_JOBS_KEPT_DAYS,
  FAILED_JOBS_KEPT_DAYS,
  jobsPrune,
  pruneJob,
  pruneJobHandlers,
  SNAPSHOT_CHANGES_KEPT_DAYS,
} from "./prune";
import { enqueue } from "./queue";
import { createWorker } from "./worker";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const DAY = 24 * 60 * 60_000;

it("deletes done and failed jobs after the days each is kept, keeps waiting ones, and queues tomorrow's run once", async () => {
  const now = new Date(Date.now() + 1000);
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const rows = [
    { key: "prune-test:old-done", state: "done" as const, finishedAt: ago(DONE_JOBS_KEPT_DAYS + 1) },
    { key: "prune-test:recent-done", state: "done" as const, finishedAt: ago(DONE_JOBS_KEPT_DAYS - 1) },
    { key: "prune-test:old-failed", state: "failed" as const, finishedAt: ago(DONE_JOBS_KEPT_DAYS + 10) },
    // Issue 25 item 9: failed jobs name members; they go once an admin has had time to see them.
    { key: "prune-test:stale-failed", state: "failed" as const, finishedAt: ago(FAILED_JOBS_KEPT_DAYS + 1) },
    { key: "prune-test:pending", state: "pending" as const, finishedAt: null },
  ];
  await database.db.insert(jobs).values(
    rows.map((r) => ({
      kind: "test.record",
      payload: {},
      dedupKey: r.key,
      state: r.state,
      finishedAt: r.finishedAt,
      runAt: ago(FAILED_JOBS_KEPT_DAYS + 20),
      createdAt: ago(FAILED_JOBS_KEPT_DAYS + 20),
    })),
  );
  // Which subscriber handled which event (ADR 0030): kept while the event's job may still run.
  await database.db.insert(handledEvents).values([
    { eventId: "prune-test-old", subscriber: "test", handledAt: ago(FAILED_JOBS_KEPT_DAYS + 1) },
    { eventId: "prune-test-recent", subscriber: "test", handledAt: ago(FAILED_JOBS_KEPT_DAYS - 1) },
  ]);
  // The snapshots' change log (ADR 0051): a day, then a process that far behind builds again.
  const oldChange = "00000000-0000-4000-8000-0000000000a1";
  const recentChange = "00000000-0000-4000-8000-0000000000a2";
  await database.db.insert(snapshotChanges).values([
    {
      counter: "members",
      seq: 1,
      kind: "member",
      subjectId: oldChange,
      at: ago(SNAPSHOT_CHANGES_KEPT_DAYS + 0.1),
    },
    {
      counter: "members",
      seq: 2,
      kind: "member",
      subjectId: recentChange,
      at: ago(SNAPSHOT_CHANGES_KEPT_DAYS - 0.1),
    },
  ]);
  // Two instances queue the day's run at start: one job.
  expect(await enqueue(database.db, pruneJob(now))).toBe(1);
  expect(await enqueue(database.db, pruneJob(now))).toBe(0);

  const worker = createWorker({
    db: database.db,
    now: () => now,
    // The pending test row has no handler: only the prune job may run here.
    handlers: handlersByKind(pruneJobHandlers({ db: database.db, now: () => now })),
  });
  const prunes = await database.db.select().from(jobs).where(eq(jobs.kind, jobsPrune.kind));
  expect(prunes).toHaveLength(1);
  await worker.runOnce();

  const left = await database.db
    .select({ key: jobs.dedupKey })
    .from(jobs)
    .where(
      inArray(
        jobs.dedupKey,
        rows.map((r) => r.key),
      ),
    );
  expect(left.map((r) => r.key).sort()).toEqual(
    ["prune-test:old-failed", "prune-test:pending", "prune-test:recent-done"].sort(),
  );
  const handled = await database.db.select({ id: handledEvents.eventId }).from(handledEvents);
  expect(handled.map((h) => h.id).filter((id) => id.startsWith("prune-test"))).toEqual(["prune-test-recent"]);
  const changes = await database.db
    .select({ id: snapshotChanges.subjectId })
    .from(snapshotChanges)
    .where(inArray(snapshotChanges.subjectId, [oldChange, recentChange]));
  expect(changes.map((c) => c.id)).toEqual([recentChange]);
  const next = await database.db.select().from(jobs).where(eq(jobs.kind, jobsPrune.kind));
  expect(next.map((j) => j.state).sort()).toEqual(["done", "pending"]);
  const tomorrow = next.find((j) => j.state === "pending")!;
  expect(tomorrow.runAt.getTime()).toBe(now.getTime() + DAY);
  expect(tomorrow.dedupKey).toBe(pruneJob(now, new Date(now.getTime() + DAY)).dedupKey);
});
