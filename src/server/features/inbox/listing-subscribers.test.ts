import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs, notifications, waitlist } from "../../db/schema";
import { handlersByKind } from "../../platform/jobs/define-job";
import { createWorker } from "../../platform/jobs/worker";
import { testAppForFile } from "../../test/app";
import { createEvent } from "../../test/factories";

// ADR 0030, end to end: approving, rejecting and closing a listing record listing.approved,
// listing.rejected and listing.closed; the inbox's subscribers tell the host (or the members) once,
// however often the event is delivered.
const t = testAppForFile();
const db = () => t.database.db;

const told = (userId: string, eventId: string) =>
  db()
    .select({ kind: notifications.kind, actorId: notifications.actorId })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.eventId, eventId)));

// The stored event of this type about this listing.
async function recorded(type: string, eventId: string) {
  const all = await db().select().from(jobs).where(eq(jobs.kind, "domain.event"));
  const found = all.filter(
    (j) => j.payload.type === type && (j.payload.data as { eventId: string }).eventId === eventId,
  );
  expect(found).toHaveLength(1);
  return found[0]!;
}

// Delivered again (a worker after a lost lease).
async function redeliver(job: { id: string }) {
  await db().update(jobs).set({ state: "pending", runAt: new Date() }).where(eq(jobs.id, job.id));
  const worker = createWorker({ db: db(), handlers: handlersByKind(t.app.deps.events.jobs) });
  while ((await worker.runOnce()) > 0);
}

const emailsOf = async (userId: string, kind: string) =>
  (await db().select().from(jobs).where(eq(jobs.kind, "email.notification"))).filter(
    (j) => j.dedupKey.includes(`:${userId}`) && j.dedupKey.includes(kind),
  );

describe("listing.approved", () => {
  it("tells the host once, with its email, however often the event is delivered", async () => {
    const admin = await t.login({ role: "admin" });
    const host = await t.login();
    const event = await createEvent(db(), { createdBy: host.id, status: "pending" });
    expect((await t.call("PATCH", `/api/admin/events/${event.id}/approve`, admin)).statusCode).toBe(200);

    // There when the approval answered (the relay ran before it did).
    expect(await told(host.id, event.id)).toEqual([{ kind: "event_approved", actorId: null }]);
    const job = await recorded("listing.approved", event.id);
    expect(job).toMatchObject({
      state: "done",
      payload: { data: { eventId: event.id, hostId: host.id, adminId: admin.id } },
    });

    await redeliver(job);
    expect(await told(host.id, event.id)).toHaveLength(1);
    expect(await emailsOf(host.id, "event_approved")).toHaveLength(1);
  });
});

describe("listing.rejected", () => {
  it("tells the host once, with its email, however often the event is delivered", async () => {
    const admin = await t.login({ role: "admin" });
    const host = await t.login();
    const event = await createEvent(db(), { createdBy: host.id, status: "pending" });
    const res = await t.call("PATCH", `/api/admin/events/${event.id}/reject`, admin, {
      rejectionReason: "Add a meeting point.",
    });
    expect(res.statusCode).toBe(200);

    expect(await told(host.id, event.id)).toEqual([{ kind: "event_rejected", actorId: null }]);
    const job = await recorded("listing.rejected", event.id);
    expect(job).toMatchObject({
      state: "done",
      payload: { data: { eventId: event.id, hostId: host.id, adminId: admin.id } },
    });

    await redeliver(job);
    expect(await told(host.id, event.id)).toHaveLength(1);
    expect(await emailsOf(host.id, "event_rejected")).toHaveLength(1);
  });
});

describe("listing.closed", () => {
  it("tells every member counting on it once, however often the event is delivered", async () => {
    const host = await t.login();
    const seated = await t.login();
    const waiting = await t.login();
    const queued = await t.login();
    const event = await createEvent(db(), { createdBy: host.id });
    await t.call("POST", `/api/events/${event.id}/join`, seated);
    await t.call("POST", `/api/events/${event.id}/request/${seated.id}/approve`, host);
    await t.call("POST", `/api/events/${event.id}/join`, waiting);
    await db().insert(waitlist).values({ eventId: event.id, userId: queued.id });
    expect((await t.call("PATCH", `/api/events/${event.id}/cancel`, host)).statusCode).toBe(200);

    const members = [seated, waiting, queued];
    const cancelledFor = async (userId: string) =>
      (await told(userId, event.id)).filter((n) => n.kind === "event_cancelled");
    for (const member of members) expect(await cancelledFor(member.id)).toHaveLength(1);
    const job = await recorded("listing.closed", event.id);
    expect(job.state).toBe("done");
    expect((job.payload.data as { memberIds: string[] }).memberIds.toSorted()).toEqual(
      members.map((m) => m.id).toSorted(),
    );

    await redeliver(job);
    for (const member of members) {
      expect(await cancelledFor(member.id)).toHaveLength(1);
      expect(await emailsOf(member.id, "event_cancelled")).toHaveLength(1);
    }
  });
});
