import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs, notifications } from "../../db/schema";
import { handlersByKind } from "../../platform/jobs/define-job";
import { createWorker } from "../../platform/jobs/worker";
import { testAppForFile } from "../../test/app";
import { createEvent } from "../../test/factories";
import { emailNotification } from "../email/jobs";

// ADR 0030: the inbox records notification.recorded beside each notification it stores; delivery
// alone decides how it leaves the app, once per event, however often the event is delivered.
const t = testAppForFile();
const db = () => t.database.db;

/** A join request to a new listing: the host's notification, and the event its storing recorded. */
async function hostNotified() {
  const host = await t.login();
  const event = await createEvent(db(), { createdBy: host.id });
  expect((await t.call("POST", `/api/events/${event.id}/join`, await t.login())).statusCode).toBe(200);
  const [notification] = await db().select().from(notifications).where(eq(notifications.userId, host.id));
  const [recorded] = (await db().select().from(jobs).where(eq(jobs.kind, "domain.event"))).filter(
    (j) =>
      j.payload.type === "notification.recorded" &&
      (j.payload.data as { notificationId: string }).notificationId === notification!.id,
  );
  return { host, notification: notification!, recorded: recorded! };
}

const emailsOf = (userId: string) =>
  db()
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, emailNotification.kind), like(jobs.dedupKey, `email:%:${userId}`)));

describe("notification.recorded", () => {
  it("is relayed in the request that stored the notification, and its email queued once", async () => {
    const { host, notification, recorded } = await hostNotified();
    // The nested event (recorded by the inbox's subscriber) was relayed before the join answered.
    expect(recorded).toMatchObject({
      state: "done",
      payload: { data: { notificationId: notification.id, userId: host.id, kind: "request_received" } },
    });
    expect((await emailsOf(host.id)).map((j) => j.payload)).toEqual([{ notificationId: notification.id }]);

    // The email's job pruned, then the event delivered again (a worker after a lost lease): delivery
    // had handled it, so nothing is queued again (the dedup key alone would not hold).
    await db()
      .delete(jobs)
      .where(like(jobs.dedupKey, `email:%:${host.id}`));
    await db().update(jobs).set({ state: "pending", runAt: new Date() }).where(eq(jobs.id, recorded.id));
    const worker = createWorker({ db: db(), handlers: handlersByKind(t.app.deps.events.jobs) });
    while ((await worker.runOnce()) > 0);
    expect(await emailsOf(host.id)).toEqual([]);
  });
});
