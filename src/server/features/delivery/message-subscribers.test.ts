import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs, pushSubscriptions } from "../../db/schema";
import { handlersByKind } from "../../platform/jobs/define-job";
import { createWorker } from "../../platform/jobs/worker";
import { type Member, testAppForFile } from "../../test/app";
import { emailMessages } from "../email/jobs";

// ADR 0030, end to end: sending a direct message records direct-message.sent; delivery's
// subscribers queue the recipient's push (a device, no open socket) or, without push, the digest of
// the chat's unread messages, once, however often the event is delivered.
const t = testAppForFile();

const jobsKeyed = (prefix: string) =>
  t.database.db
    .select()
    .from(jobs)
    .where(like(jobs.dedupKey, `${prefix}%`));

/** Sends one message; answers its id and the domain event the send recorded. */
async function send(sender: Member, recipient: Member) {
  const res = await t.call("POST", `/api/message/send/${recipient.id}`, sender, { content: "Hi!" });
  expect(res.statusCode).toBe(200);
  const messageId = res.json().data._id as string;
  const [recorded] = (await t.database.db.select().from(jobs).where(eq(jobs.kind, "domain.event"))).filter(
    (j) =>
      j.payload.type === "direct-message.sent" &&
      (j.payload.data as { messageId: string }).messageId === messageId,
  );
  return { messageId, recorded: recorded! };
}

/** The event delivered again, as a worker does after a lost lease, after `prefix`'s jobs are gone. */
async function redeliver(recorded: { id: string }, prefix: string) {
  await t.database.db.delete(jobs).where(like(jobs.dedupKey, `${prefix}%`));
  await t.database.db
    .update(jobs)
    .set({ state: "pending", runAt: new Date() })
    .where(eq(jobs.id, recorded.id));
  const worker = createWorker({ db: t.database.db, handlers: handlersByKind(t.app.deps.events.jobs) });
  while ((await worker.runOnce()) > 0);
}

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
    const { messageId, recorded } = await send(sender, recipient);

    const pushes = () => jobsKeyed(`push:message:${sender.id}:${recipient.id}:`);
    // Queued when the send answered (the relay ran before it did), for this message; no email.
    expect((await pushes()).map((j) => j.payload)).toEqual([{ messageId }]);
    expect(await jobsKeyed(`email:message:${sender.id}:`)).toEqual([]);
    expect(recorded).toMatchObject({
      state: "done",
      payload: { data: { messageId, senderId: sender.id, recipientId: recipient.id } },
    });

    // The push's job pruned, then the event delivered again: the subscriber had handled it, so
    // nothing is queued again (the dedup key alone would not hold).
    await redeliver(recorded, `push:message:${sender.id}:`);
    expect(await pushes()).toEqual([]);
  });
});

describe("direct-message.sent, by email", () => {
  it("queues the recipient's digest once, even when delivered again after that job is gone", async () => {
    const [sender, recipient] = [await t.login(), await t.login()];
    const { messageId, recorded } = await send(sender, recipient);

    const digests = () => jobsKeyed(`email:message:${sender.id}:${recipient.id}:`);
    // Queued when the send answered (the relay ran before it did), keyed by this first message.
    expect(await digests()).toEqual([
      expect.objectContaining({
        kind: emailMessages.kind,
        state: "pending",
        payload: { firstMessageId: messageId },
      }),
    ]);
    expect(recorded).toMatchObject({ state: "done" });

    // The digest's job gone, then the event delivered again: handled already, nothing queued again.
    await redeliver(recorded, `email:message:${sender.id}:`);
    expect(await digests()).toEqual([]);
  });
});
