import { afterAll, beforeAll, expect, it } from "vitest";
import { EMAIL_MESSAGES } from "../../../shared/texts";
import { enqueue } from "../../platform/jobs/queue";
import { buildTestApp, type TestApp } from "../../test/app";
import { welcomeEmailJob } from "./service";

// Without SMTP_URL (development) an email is one log line naming whom and what, and is not sent.

const lines: Record<string, unknown>[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(
    { logLevel: "info" },
    { logStream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  );
});
afterAll(() => t?.close());

it("writes each email to the log as one line with to and subject", async () => {
  const member = await t.login();
  await enqueue(t.database.db, welcomeEmailJob(member.id));
  await t.app.deps.jobs.runOnce();
  const emails = lines.filter((l) => l.msg === "email (SMTP_URL unset, not sent)");
  expect(emails).toHaveLength(1);
  expect(emails[0]).toMatchObject({ to: member.email, subject: EMAIL_MESSAGES.welcomeSubject });
});
