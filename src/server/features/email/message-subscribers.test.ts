import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs } from "../../db/schema";
import { handlersByKind } from "../../platform/jobs/define-job";
import { createWorker } from "../../platform/jobs/worker";
import { testAppForFile } from "../../test/app";
import { emailMessages } from "./jobs";

// ADR 0030, end to end: sending a direct message records direct-message.sent; email's subscriber
// queues the digest of the chat's unread messages for a recipient without push, once, however
// often the event is delivered.
const t = testAppForFile();

describe("direct-message.sent, by email", () => {
  it("queues the recipient's digest once, even when delivered again after that job is gone", async () => {
    const [sender, recipient] = [await t.login(), await t.login()];
    const res = await t.call("POST", `/api/message/send/${recipient.id}`, sender, { content: "Hi!" });
    expect(res.statusCode).toBe(200);
    const messageId = res.json().data._id as string;

    const digests = () =>
      t.database.db
        .select()
        .from(jobs)
        .where(like(jobs.dedupKey, `email:message:${sender.id}:${recipient.id}:%`));
    // Queued when the send answered (the relay ran before it did), keyed by this first message.
    expect(await digests()).toEqual([
      expect.objectContaining({
        kind: emailMessages.kind,
        state: "pending",
        payload: { firstMessageId: messageId },
      }),
    ]);
    const [recorded] = (await t.database.db.select().from(jobs).where(eq(jobs.kind, "domain.event"))).filter(
      (j) =>
        j.payload.type === "direct-message.sent" &&
        (j.payload.data as { messageId: string }).messageId === messageId,
    );
    expect(recorded).toMatchObject({ state: "done" });

    // The digest's job gone, then the event delivered again: handled already, nothing queued again.
    await t.database.db.delete(jobs).where(like(jobs.dedupKey, `email:message:${sender.id}:%`));
    await t.database.db
      .update(jobs)
      .set({ state: "pending", runAt: new Date() })
      .where(eq(jobs.id, recorded!.id));
    const worker = createWorker({ db: t.database.db, handlers: handlersByKind(t.app.deps.events.jobs) });
    while ((await worker.runOnce()) > 0);
    expect(await digests()).toEqual([]);
  });
});
