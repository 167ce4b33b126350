import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs, pushSubscriptions } from "../../db/schema";
import { handlersByKind } from "../../platform/jobs/define-job";
import { createWorker } from "../../platform/jobs/worker";
import { testAppForFile } from "../../test/app";

// ADR 0030, end to end: sending a direct message records direct-message.sent; push's subscriber
// queues the push to a recipient with a device and no open socket, once, however often the event is
// delivered.
const t = testAppForFile();

describe("direct-message.sent, by push", () => {
  it("queues the recipient's push once, even when delivered again after that push's job is gone", async () => {
    const [sender, recipient] = [await t.login(), await t.login()];
    // A device (its push service is never called here: only the queue is looked at).
    await t.database.db.insert(pushSubscriptions).values({
      userId: recipient.id,
      endpoint: `https://push.example.test/${recipient.id}`,
      p256dh: "p256dh",
      auth: "auth",
    });
    const res = await t.call("POST", `/api/message/send/${recipient.id}`, sender, { content: "Hi!" });
    expect(res.statusCode).toBe(200);
    const messageId = res.json().data._id as string;

    const pushes = () =>
      t.database.db
        .select()
        .from(jobs)
        .where(like(jobs.dedupKey, `push:message:${sender.id}:${recipient.id}:%`));
    // Queued when the send answered (the relay ran before it did), for this message; no email.
    expect((await pushes()).map((j) => j.payload)).toEqual([{ messageId }]);
    expect(
      await t.database.db
        .select()
        .from(jobs)
        .where(like(jobs.dedupKey, `email:message:${sender.id}:%`)),
    ).toEqual([]);
    const [recorded] = (await t.database.db.select().from(jobs).where(eq(jobs.kind, "domain.event"))).filter(
      (j) =>
        j.payload.type === "direct-message.sent" &&
        (j.payload.data as { messageId: string }).messageId === messageId,
    );
    expect(recorded).toMatchObject({
      state: "done",
      payload: { data: { messageId, senderId: sender.id, recipientId: recipient.id } },
    });

    // The push's job pruned, then the event delivered again (a worker after a lost lease): the
    // subscriber had handled it, so nothing is queued again (the dedup key alone would not hold).
    await t.database.db.delete(jobs).where(like(jobs.dedupKey, `push:message:${sender.id}:%`));
    await t.database.db
      .update(jobs)
      .set({ state: "pending", runAt: new Date() })
      .where(eq(jobs.id, recorded!.id));
    const worker = createWorker({ db: t.database.db, handlers: handlersByKind(t.app.deps.events.jobs) });
    while ((await worker.runOnce()) > 0);
    expect(await pushes()).toEqual([]);
  });
});
