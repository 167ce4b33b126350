import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { jobs } from "../../db/schema";
import { enqueue } from "../../platform/jobs/queue";
import { buildTestApp, type TestApp } from "../../test/app";
import { type Mailbox, startMailbox } from "../../test/smtp";
import { welcomeEmailJob } from "./service";

// With JOBS_WORKER on (as in `npm start`), the app's own worker delivers queued emails without
// anyone driving it, and closing the app stops it before the database goes.

let mailbox: Mailbox;
let t: TestApp;
beforeAll(async () => {
  mailbox = await startMailbox();
  t = await buildTestApp({ smtpUrl: mailbox.url, jobsWorker: true });
});
afterAll(() => mailbox?.close());

it("delivers a queued email on its own, then stops cleanly when the app closes", async () => {
  const member = await t.login();
  await enqueue(t.database.db, welcomeEmailJob(member.id));
  t.app.deps.jobs.wake();
  await expect
    .poll(
      () => mailbox.accepted.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === member.email).length,
    )
    .toBe(1);
  await expect
    .poll(
      async () =>
        (
          await t.database.db
            .select()
            .from(jobs)
            .where(eq(jobs.dedupKey, `email:welcome:${member.id}`))
        )[0]?.state,
    )
    .toBe("done");
  await t.close();
});
