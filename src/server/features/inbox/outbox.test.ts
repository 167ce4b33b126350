import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs, notifications, participants } from "../../db/schema";
import { testAppForFile } from "../../test/app";
import { createEvent } from "../../test/factories";
import { emailNotification } from "../email/jobs";

// The outbox (ADR 0017): every notification that causes an email is stored with its email job in
// the transaction of the change itself, so a change that fails leaves neither behind.

const t = testAppForFile();

const notificationsOf = (userId: string, eventId: string) =>
  t.database.db
    .select({ id: notifications.id, kind: notifications.kind })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.eventId, eventId)));

const emailJobsFor = (kind: string, userId: string) =>
  t.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, emailNotification.kind), like(jobs.dedupKey, `email:${kind}:%:${userId}`)));

describe("the outbox", () => {
  it("queues the host's email with the join request", async () => {
    const host = await t.login();
    const seeker = await t.login();
    const event = await createEvent(t.database.db, { createdBy: host.id });
    await t.call("POST", `/api/events/${event.id}/join`, seeker);
    const [stored] = await notificationsOf(host.id, event.id);
    const queued = await emailJobsFor("request_received", host.id);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ state: "pending", payload: { notificationId: stored!.id } });
  });

  it("writes no notification and no email when the change fails after them (a full event)", async () => {
    const host = await t.login();
    const seeker = await t.login();
    // The last seat went to someone else meanwhile: accepting now must roll back.
    const event = await createEvent(t.database.db, { createdBy: host.id, totalSlots: 1, availableSlots: 0 });
    await t.database.db
      .insert(participants)
      .values({ eventId: event.id, userId: seeker.id, requestStatus: "requested", rsvpStatus: "no" });
    const res = await t.call("POST", `/api/events/${event.id}/request/${seeker.id}/approve`, host);
    expect(res.statusCode).toBe(409);
    expect(await notificationsOf(seeker.id, event.id)).toEqual([]);
    expect(await emailJobsFor("request_accepted", seeker.id)).toEqual([]);
    const [request] = await t.database.db
      .select({ status: participants.requestStatus })
      .from(participants)
      .where(and(eq(participants.eventId, event.id), eq(participants.userId, seeker.id)));
    expect(request?.status).toBe("requested");

    // Declining the same request succeeds, and its email is queued with it.
    expect(
      (await t.call("POST", `/api/events/${event.id}/request/${seeker.id}/reject`, host)).statusCode,
    ).toBe(200);
    expect((await notificationsOf(seeker.id, event.id)).map((n) => n.kind)).toEqual(["request_rejected"]);
    expect(await emailJobsFor("request_rejected", seeker.id)).toHaveLength(1);
  });

  it("queues the seeker's email when accepted, the host's when an admin decides, every seat's on a cancel", async () => {
    const admin = await t.login({ role: "admin" });
    const host = await t.login();
    const seekers = [await t.login(), await t.login()];
    const pending = await createEvent(t.database.db, { createdBy: host.id, status: "pending" });
    await t.call("PATCH", `/api/admin/events/${pending.id}/approve`, admin);
    expect(await emailJobsFor("event_approved", host.id)).toHaveLength(1);

    const event = await createEvent(t.database.db, { createdBy: host.id });
    for (const seeker of seekers) {
      await t.call("POST", `/api/events/${event.id}/join`, seeker);
      await t.call("POST", `/api/events/${event.id}/request/${seeker.id}/approve`, host);
      expect(await emailJobsFor("request_accepted", seeker.id)).toHaveLength(1);
    }
    expect((await t.call("PATCH", `/api/events/${event.id}/cancel`, host)).statusCode).toBe(200);
    for (const seeker of seekers) expect(await emailJobsFor("event_cancelled", seeker.id)).toHaveLength(1);

    // Cancelling again is refused and queues nothing more.
    expect((await t.call("PATCH", `/api/events/${event.id}/cancel`, host)).statusCode).toBe(409);
    for (const seeker of seekers) expect(await emailJobsFor("event_cancelled", seeker.id)).toHaveLength(1);
  });

  it("queues the cancellation emails of a banned host's listings in the ban's transaction", async () => {
    const admin = await t.login({ role: "admin" });
    const host = await t.login();
    const seeker = await t.login();
    const event = await createEvent(t.database.db, { createdBy: host.id });
    await t.call("POST", `/api/events/${event.id}/join`, seeker);
    await t.call("POST", `/api/events/${event.id}/request/${seeker.id}/approve`, host);
    expect((await t.call("PATCH", `/api/admin/users/${host.id}/ban`, admin)).statusCode).toBe(200);
    expect((await notificationsOf(seeker.id, event.id)).map((n) => n.kind).sort()).toEqual([
      "event_cancelled",
      "request_accepted",
    ]);
    expect(await emailJobsFor("event_cancelled", seeker.id)).toHaveLength(1);
  });
});
