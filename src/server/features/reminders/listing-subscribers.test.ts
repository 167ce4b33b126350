import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { handledEvents, jobs } from "../../db/schema";
import { handlersByKind } from "../../platform/jobs/define-job";
import { createWorker } from "../../platform/jobs/worker";
import { testAppForFile } from "../../test/app";
import { createEvent } from "../../test/factories";

// ADR 0030: an approval's listing.approved schedules the listing's reminders, a closing's
// listing.closed cancels them; delivered again, neither event changes anything.
const t = testAppForFile();
const db = () => t.database.db;

const reminders = (eventId: string) =>
  db()
    .select({ kind: jobs.kind, state: jobs.state, lastError: jobs.lastError })
    .from(jobs)
    .where(like(jobs.dedupKey, `reminder:%:${eventId}:%`));

async function recorded(type: string, eventId: string) {
  const all = await db().select().from(jobs).where(eq(jobs.kind, "domain.event"));
  return all.find(
    (j) => j.payload.type === type && (j.payload.data as { eventId: string }).eventId === eventId,
  )!;
}

async function redeliver(job: { id: string }) {
  await db().update(jobs).set({ state: "pending", runAt: new Date() }).where(eq(jobs.id, job.id));
  const worker = createWorker({ db: db(), handlers: handlersByKind(t.app.deps.events.jobs) });
  while ((await worker.runOnce()) > 0);
}

describe("a listing's reminders", () => {
  it("are scheduled by its approval and cancelled by its closing, each once", async () => {
    const admin = await t.login({ role: "admin" });
    const host = await t.login();
    const event = await createEvent(db(), { createdBy: host.id, status: "pending" });
    expect((await t.call("PATCH", `/api/admin/events/${event.id}/approve`, admin)).statusCode).toBe(200);

    // There when the approval answered: 24 h, 2 h and the review nudge, a week ahead.
    expect((await reminders(event.id)).map((r) => [r.kind, r.state]).toSorted()).toEqual([
      ["reminder.24h", "pending"],
      ["reminder.2h", "pending"],
      ["reminder.review", "pending"],
    ]);
    const approved = await recorded("listing.approved", event.id);
    await redeliver(approved);
    expect(await reminders(event.id)).toHaveLength(3);

    expect((await t.call("PATCH", `/api/events/${event.id}/cancel`, host)).statusCode).toBe(200);
    expect(await reminders(event.id)).toEqual(
      Array.from({ length: 3 }, () => expect.objectContaining({ state: "done", lastError: "cancelled" })),
    );

    // The approval delivered again after the closing, and the closing again: nothing comes back.
    await redeliver(approved);
    await redeliver(await recorded("listing.closed", event.id));
    const after = await reminders(event.id);
    expect(after).toHaveLength(3);
    expect(after.every((r) => r.state === "done")).toBe(true);
    expect(
      await db()
        .select()
        .from(jobs)
        .where(and(like(jobs.dedupKey, `reminder:%:${event.id}:%`), eq(jobs.state, "pending"))),
    ).toEqual([]);
  });

  it("are not scheduled when the listing was closed before its approval's event was handled", async () => {
    const admin = await t.login({ role: "admin" });
    const host = await t.login();
    const event = await createEvent(db(), { createdBy: host.id, status: "pending" });
    expect((await t.call("PATCH", `/api/admin/events/${event.id}/approve`, admin)).statusCode).toBe(200);
    expect((await t.call("PATCH", `/api/events/${event.id}/cancel`, host)).statusCode).toBe(200);
    // As if the relay had died before the reminders' subscriber ran: the worker finds it closed.
    const approved = await recorded("listing.approved", event.id);
    await db()
      .delete(jobs)
      .where(like(jobs.dedupKey, `reminder:%:${event.id}:%`));
    await db()
      .delete(handledEvents)
      .where(
        and(
          eq(handledEvents.eventId, approved.payload.id as string),
          eq(handledEvents.subscriber, "reminders.listing-approved"),
        ),
      );
    await redeliver(approved);
    expect(await reminders(event.id)).toEqual([]);
  });
});
