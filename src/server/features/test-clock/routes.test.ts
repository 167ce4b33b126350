import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, jobs } from "../../db/schema";
import { jobsPrune, pruneJob } from "../../platform/jobs/prune";
import { enqueue } from "../../platform/jobs/queue";
import { buildTestApp, type TestApp } from "../../test/app";
import { createEvent } from "../../test/factories";

// PUT /api/admin/test-clock runs the job worker's clock ahead, on a server started with TEST_CLOCK=1
// only, and for admins only.
const HOUR = 60 * 60_000;
const apps: TestApp[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ testClock: true });
  apps.push(t);
});
afterAll(async () => {
  for (const app of apps) await app.close();
});

describe("the test clock", () => {
  it("is absent from a server without TEST_CLOCK", async () => {
    const plain = await buildTestApp();
    apps.push(plain);
    const admin = await plain.login({ role: "admin" });
    const res = await plain.call("PUT", "/api/admin/test-clock", admin, { offsetMs: HOUR });
    expect(res.statusCode).toBe(404);
  });

  it("is refused to visitors and members, and to a bad offset, changing nothing", async () => {
    const member = await t.login();
    const admin = await t.login({ role: "admin" });
    expect((await t.call("PUT", "/api/admin/test-clock", undefined, { offsetMs: HOUR })).statusCode).toBe(
      401,
    );
    expect((await t.call("PUT", "/api/admin/test-clock", member, { offsetMs: HOUR })).statusCode).toBe(403);
    for (const body of [{}, { offsetMs: -1 }, { offsetMs: 31 * 24 * HOUR }, { offsetMs: "soon" }]) {
      const res = await t.call("PUT", "/api/admin/test-clock", admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const now = await t.call("PUT", "/api/admin/test-clock", admin, { offsetMs: 0 });
    expect(now.json().data.offsetMs).toBe(0);
  });

  it("lets an admin run the worker's clock ahead, so a job due later runs now, and put it back", async () => {
    const admin = await t.login({ role: "admin" });
    const later = new Date(Date.now() + 2 * HOUR);
    const job = pruneJob(later, later);
    await enqueue(t.database.db, job);
    const state = async () =>
      (await t.database.db.select().from(jobs).where(eq(jobs.dedupKey, job.dedupKey)))[0]!.state;
    await t.app.deps.jobs.runOnce();
    expect(await state()).toBe("pending");

    const res = await t.call("PUT", "/api/admin/test-clock", admin, { offsetMs: 3 * HOUR });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.offsetMs).toBe(3 * HOUR);
    expect(new Date(res.json().data.now).getTime()).toBeGreaterThan(later.getTime());
    await t.app.deps.jobs.runOnce();
    expect(await state()).toBe("done");
    expect(job.kind).toBe(jobsPrune.kind);

    const back = await t.call("PUT", "/api/admin/test-clock", admin, { offsetMs: 0 });
    expect(back.json().data.offsetMs).toBe(0);
  });

  it("moves an experience into the past for an admin only, on a test server only", async () => {
    const host = await t.login();
    const admin = await t.login({ role: "admin" });
    const event = await createEvent(t.database.db, { createdBy: host.id });
    const length = event.toDate.getTime() - event.fromDate.getTime();
    const end = (who?: Awaited<ReturnType<typeof t.login>>, body: object = { daysAgo: 1 }) =>
      t.call("POST", `/api/admin/test-clock/events/${event.id}/end`, who, body);
    expect((await end()).statusCode).toBe(401);
    expect((await end(host)).statusCode).toBe(403);
    expect((await end(admin, { daysAgo: -1 })).statusCode).toBe(400);
    expect(
      (await t.call("POST", "/api/admin/test-clock/events/nope/end", admin, { daysAgo: 1 })).statusCode,
    ).toBe(404);
    expect((await end(admin)).statusCode).toBe(200);
    const [moved] = await t.database.db.select().from(events).where(eq(events.id, event.id));
    expect(moved!.toDate.getTime()).toBeLessThan(Date.now() - 23 * HOUR);
    expect(moved!.toDate.getTime() - moved!.fromDate.getTime()).toBe(length);

    const plain = await buildTestApp();
    apps.push(plain);
    const plainAdmin = await plain.login({ role: "admin" });
    const res = await plain.call("POST", `/api/admin/test-clock/events/${event.id}/end`, plainAdmin, {
      daysAgo: 1,
    });
    expect(res.statusCode).toBe(404);
  });
});
