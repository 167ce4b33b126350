import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs, notifications } from "../../db/schema";
import { handlersByKind } from "../../platform/jobs/define-job";
import { createWorker } from "../../platform/jobs/worker";
import { testAppForFile } from "../../test/app";
import { createEvent } from "../../test/factories";

// ADR 0030, end to end: asking to join records request.created; the inbox's subscriber tells the
// host once, however often the event is delivered.
const t = testAppForFile();

describe("request.created", () => {
  it("tells the host once, with its email, however often the event is delivered", async () => {
    const host = await t.login();
    const seeker = await t.login();
    const event = await createEvent(t.database.db, { createdBy: host.id });
    expect((await t.call("POST", `/api/events/${event.id}/join`, seeker)).statusCode).toBe(200);

    const told = () =>
      t.database.db
        .select({ kind: notifications.kind, actorId: notifications.actorId })
        .from(notifications)
        .where(and(eq(notifications.userId, host.id), eq(notifications.eventId, event.id)));
    // There when the request answered (the relay ran before it did).
    expect(await told()).toEqual([{ kind: "request_received", actorId: seeker.id }]);
    const [recorded] = (await t.database.db.select().from(jobs).where(eq(jobs.kind, "domain.event"))).filter(
      (j) =>
        j.payload.type === "request.created" && (j.payload.data as { eventId: string }).eventId === event.id,
    );
    expect(recorded).toMatchObject({
      state: "done",
      payload: { data: { eventId: event.id, seekerId: seeker.id, hostId: host.id } },
    });

    // Delivered again (a worker after a lost lease): nobody is told twice, no second email queued.
    await t.database.db
      .update(jobs)
      .set({ state: "pending", runAt: new Date() })
      .where(eq(jobs.id, recorded!.id));
    const worker = createWorker({ db: t.database.db, handlers: handlersByKind(t.app.deps.events.jobs) });
    while ((await worker.runOnce()) > 0);
    expect(await told()).toHaveLength(1);
    const emails = await t.database.db.select().from(jobs).where(eq(jobs.kind, "email.notification"));
    expect(
      emails.filter((j) => j.dedupKey.includes(`:${host.id}`) && j.dedupKey.includes("request_received")),
    ).toHaveLength(1);
  });
});
