import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { JOB_MESSAGES } from "../../../shared/texts";
import { jobs } from "../../db/schema";
import { enqueue } from "../../platform/jobs/queue";
import { testAppForFile } from "../../test/app";

// Admins see the jobs that failed for good and can run one again; nobody else sees them.

const t = testAppForFile();

async function failedJob(dedupKey: string) {
  await enqueue(t.database.db, { kind: "email.welcome", payload: {}, dedupKey });
  // No userId a handler could read: the worker fails it at once (a job no retry can mend).
  await t.app.deps.jobs.runOnce();
  const [row] = await t.database.db.select().from(jobs).where(eq(jobs.dedupKey, dedupKey));
  return row!;
}

describe("failed jobs", () => {
  it("are refused to anonymous callers (401) and members (403)", async () => {
    const member = await t.login();
    expect((await t.call("GET", "/api/admin/jobs/failed")).statusCode).toBe(401);
    expect((await t.call("GET", "/api/admin/jobs/failed", member)).statusCode).toBe(403);
    const job = await failedJob(`admin-test:refused:${Date.now()}`);
    expect((await t.call("POST", `/api/admin/jobs/${job.id}/retry`)).statusCode).toBe(401);
    expect((await t.call("POST", `/api/admin/jobs/${job.id}/retry`, member)).statusCode).toBe(403);
    const [after] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(after?.state).toBe("failed");
  });

  it("are listed for admins with their last error, and one runs again on request", async () => {
    const admin = await t.login({ role: "admin" });
    const dedupKey = `admin-test:listed:${Date.now()}`;
    const job = await failedJob(dedupKey);
    expect(job.state).toBe("failed");
    const list = await t.data("GET", "/api/admin/jobs/failed", admin);
    const listed = list.find((j: { dedupKey: string }) => j.dedupKey === dedupKey);
    expect(listed).toMatchObject({
      _id: job.id,
      kind: "email.welcome",
      attempts: 1,
      maxAttempts: job.maxAttempts,
      lastError: expect.stringContaining("has no userId"),
      failedAt: job.finishedAt!.toISOString(),
    });
    expect(listed).not.toHaveProperty("payload");

    const retry = await t.call("POST", `/api/admin/jobs/${job.id}/retry`, admin);
    expect(retry.json()).toMatchObject({ success: true, message: JOB_MESSAGES.retried });
    const [again] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(again).toMatchObject({ state: "pending", attempts: 0, finishedAt: null });

    // Only a failed job runs again by hand; an unknown one is not found.
    const twice = await t.call("POST", `/api/admin/jobs/${job.id}/retry`, admin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(JOB_MESSAGES.notFailed);
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const missing = await t.call("POST", `/api/admin/jobs/${id}/retry`, admin);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(JOB_MESSAGES.notFound);
    }
  });
});
