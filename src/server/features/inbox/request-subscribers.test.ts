import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs, notifications, participants } from "../../db/schema";
import { handlersByKind } from "../../platform/jobs/define-job";
import { createWorker } from "../../platform/jobs/worker";
import { testAppForFile } from "../../test/app";
import { createEvent } from "../../test/factories";
import { waitlistJobHandlers } from "../events/waitlist-offer-lapse";

// ADR 0030, end to end: asking to join records request.created, answering it request.accepted or
// request.rejected, a seat that comes back seat.offered, an offer the host let lapse offer.lapsed, a
// ban member.withdrawn; the inbox's subscribers tell each member once, however often the event is
// delivered.
const t = testAppForFile();
const db = () => t.database.db;

const told = async (userId: string, eventId: string) =>
  db()
    .select({ kind: notifications.kind, actorId: notifications.actorId })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.eventId, eventId)));

/** The domain.event jobs of `type` whose data matches `data`. */
async function recorded(type: string, data: Record<string, string>) {
  return (await db().select().from(jobs).where(eq(jobs.kind, "domain.event"))).filter(
    (job) =>
      job.payload.type === type &&
      Object.entries(data).every(
        ([key, value]) => (job.payload.data as Record<string, unknown>)[key] === value,
      ),
  );
}

/** Delivered again (a worker after a lost lease): the jobs back to pending, and a worker's run. */
async function redeliver(ids: string[]) {
  await db().update(jobs).set({ state: "pending", runAt: new Date() }).where(inArray(jobs.id, ids));
  const worker = createWorker({ db: db(), handlers: handlersByKind(t.app.deps.events.jobs) });
  while ((await worker.runOnce()) > 0);
}

/** The email jobs queued for `userId` of notifications of `kind`. */
const emailsTo = async (userId: string, kind: string) =>
  (await db().select().from(jobs).where(eq(jobs.kind, "email.notification"))).filter(
    (j) => j.dedupKey.includes(`:${userId}`) && j.dedupKey.includes(kind),
  );

describe("request.created", () => {
  it("tells the host once, with its email, however often the event is delivered", async () => {
    const host = await t.login();
    const seeker = await t.login();
    const event = await createEvent(db(), { createdBy: host.id });
    expect((await t.call("POST", `/api/events/${event.id}/join`, seeker)).statusCode).toBe(200);

    // There when the request answered (the relay ran before it did).
    expect(await told(host.id, event.id)).toEqual([{ kind: "request_received", actorId: seeker.id }]);
    const [job] = await recorded("request.created", { eventId: event.id });
    expect(job).toMatchObject({
      state: "done",
      payload: { data: { eventId: event.id, seekerId: seeker.id, hostId: host.id } },
    });

    // Delivered again: nobody is told twice, no second email queued.
    await redeliver([job!.id]);
    expect(await told(host.id, event.id)).toHaveLength(1);
    expect(await emailsTo(host.id, "request_received")).toHaveLength(1);
  });
});

describe("request.accepted and request.rejected", () => {
  it("tell the seeker the host's answer once", async () => {
    const host = await t.login();
    const [accepted, declined] = [await t.login(), await t.login()];
    const event = await createEvent(db(), { createdBy: host.id });
    for (const seeker of [accepted, declined]) await t.call("POST", `/api/events/${event.id}/join`, seeker);
    const answer = (seeker: { id: string }, verb: "approve" | "reject") =>
      t.call("POST", `/api/events/${event.id}/request/${seeker.id}/${verb}`, host);
    expect((await answer(accepted, "approve")).statusCode).toBe(200);
    expect((await answer(declined, "reject")).statusCode).toBe(200);

    expect(await told(accepted.id, event.id)).toEqual([{ kind: "request_accepted", actorId: null }]);
    expect(await told(declined.id, event.id)).toEqual([{ kind: "request_rejected", actorId: null }]);
    const jobsOf = [
      ...(await recorded("request.accepted", { eventId: event.id, seekerId: accepted.id, hostId: host.id })),
      ...(await recorded("request.rejected", { eventId: event.id, seekerId: declined.id, hostId: host.id })),
    ];
    expect(jobsOf.map((j) => j.state)).toEqual(["done", "done"]);

    await redeliver(jobsOf.map((j) => j.id));
    expect(await told(accepted.id, event.id)).toHaveLength(1);
    expect(await told(declined.id, event.id)).toHaveLength(1);
    expect(await emailsTo(accepted.id, "request_accepted")).toHaveLength(1);
    expect(await emailsTo(declined.id, "request_rejected")).toHaveLength(1);
  });

  it("records nothing when the answer rolls back (a full event)", async () => {
    const host = await t.login();
    const seeker = await t.login();
    const event = await createEvent(db(), { createdBy: host.id, totalSlots: 1, availableSlots: 0 });
    await db()
      .insert(participants)
      .values({ eventId: event.id, userId: seeker.id, requestStatus: "requested", rsvpStatus: "no" });
    expect(
      (await t.call("POST", `/api/events/${event.id}/request/${seeker.id}/approve`, host)).statusCode,
    ).toBe(409);
    expect(await recorded("request.accepted", { eventId: event.id })).toEqual([]);
    expect(await told(seeker.id, event.id)).toEqual([]);
  });
});

// A host's event with one seat, taken; `waiter` waits for it; the seated member leaves, so the
// seat is offered to the waiter.
async function offered() {
  const host = await t.login();
  const [seated, waiter] = [await t.login(), await t.login()];
  const event = await createEvent(db(), { createdBy: host.id, totalSlots: 1, availableSlots: 1 });
  await t.call("POST", `/api/events/${event.id}/join`, seated);
  await t.call("POST", `/api/events/${event.id}/request/${seated.id}/approve`, host);
  expect((await t.call("POST", `/api/events/${event.id}/waitlist`, waiter)).statusCode).toBe(200);
  expect((await t.call("POST", `/api/events/${event.id}/leave`, seated)).statusCode).toBe(200);
  return { host, seated, waiter, event };
}

describe("seat.offered", () => {
  it("tells the member waiting and the host once", async () => {
    const { host, seated, waiter, event } = await offered();
    expect(await told(waiter.id, event.id)).toEqual([{ kind: "waitlist_offered", actorId: null }]);
    const hostHears = async () =>
      (await told(host.id, event.id)).filter((n) => n.kind === "request_received" && n.actorId === waiter.id);
    expect(await hostHears()).toHaveLength(1);
    const [job] = await recorded("seat.offered", { eventId: event.id, seekerId: waiter.id, hostId: host.id });
    expect(job?.state).toBe("done");
    expect((await recorded("request.left", { eventId: event.id, seekerId: seated.id }))[0]?.state).toBe(
      "done",
    );

    await redeliver([job!.id]);
    expect(await told(waiter.id, event.id)).toHaveLength(1);
    expect(await hostHears()).toHaveLength(1);
    expect(await emailsTo(waiter.id, "waitlist_offered")).toHaveLength(1);
  });
});

describe("offer.lapsed", () => {
  it("tells the member once that the host let their offer lapse", async () => {
    const { waiter, event } = await offered();
    const [offer] = await db()
      .select({ id: participants.id, deadline: participants.offerExpiresAt })
      .from(participants)
      .where(and(eq(participants.eventId, event.id), eq(participants.userId, waiter.id)));
    const at = offer!.deadline!;
    const lapses = createWorker({
      db: db(),
      now: () => at,
      handlers: handlersByKind(waitlistJobHandlers({ events: t.app.deps.events, now: () => at })),
    });
    while ((await lapses.runOnce()) > 0);

    const kinds = async () => (await told(waiter.id, event.id)).map((n) => n.kind);
    expect(await kinds()).toEqual(["waitlist_offered", "waitlist_offer_expired"]);
    const [job] = await recorded("offer.lapsed", {
      eventId: event.id,
      requestId: offer!.id,
      seekerId: waiter.id,
    });
    expect(job?.state).toBe("done");

    await redeliver([job!.id]);
    expect(await kinds()).toEqual(["waitlist_offered", "waitlist_offer_expired"]);
  });
});

describe("member.withdrawn", () => {
  it("tells the seat holders of a banned host's listings once", async () => {
    const admin = await t.login({ role: "admin" });
    const host = await t.login();
    const seeker = await t.login();
    const event = await createEvent(db(), { createdBy: host.id });
    await t.call("POST", `/api/events/${event.id}/join`, seeker);
    await t.call("POST", `/api/events/${event.id}/request/${seeker.id}/approve`, host);
    expect((await t.call("PATCH", `/api/admin/users/${host.id}/ban`, admin)).statusCode).toBe(200);

    const cancelled = async () =>
      (await told(seeker.id, event.id)).filter((n) => n.kind === "event_cancelled");
    expect(await cancelled()).toHaveLength(1);
    const [job] = await recorded("member.withdrawn", { memberId: host.id });
    expect(job).toMatchObject({
      state: "done",
      payload: { data: { cancelled: [event.id], seatHolders: [{ eventId: event.id, userId: seeker.id }] } },
    });

    await redeliver([job!.id]);
    expect(await cancelled()).toHaveLength(1);
    expect(await emailsTo(seeker.id, "event_cancelled")).toHaveLength(1);
  });
});
