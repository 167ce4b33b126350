import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs, notifications, participants } from "../../db/schema";
import { handlersByKind } from "../../platform/jobs/define-job";
import { createWorker } from "../../platform/jobs/worker";
import { type Member, testAppForFile } from "../../test/app";
import { createEvent } from "../../test/factories";

// ADR 0030, end to end: marking who came records attendance.marked and an admin's decision on a
// contest records attendance.contest-decided; the inbox's subscribers tell the member once, however
// often the events are delivered.
const t = testAppForFile();
const DAY = 86_400_000;

async function endedEvent(host: Member, members: Member[], endedDaysAgo: number) {
  const end = Date.now() - endedDaysAgo * DAY;
  const event = await createEvent(t.database.db, {
    createdBy: host.id,
    fromDate: new Date(end - DAY),
    toDate: new Date(end),
  });
  await t.database.db
    .insert(participants)
    .values(members.map((m) => ({ eventId: event.id, userId: m.id, requestStatus: "accepted" as const })));
  return event;
}

const toldOf = (userId: string) =>
  t.database.db
    .select({ kind: notifications.kind, eventId: notifications.eventId, actorId: notifications.actorId })
    .from(notifications)
    .where(eq(notifications.userId, userId));

/** The domain.event job that recorded `type` about `eventId`. */
async function recorded(type: string, eventId: string) {
  const found = (await t.database.db.select().from(jobs).where(eq(jobs.kind, "domain.event"))).filter(
    (j) => j.payload.type === type && (j.payload.data as { eventId: string }).eventId === eventId,
  );
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** Delivered again, as a worker would after a lost lease. */
async function redeliver(jobId: string) {
  await t.database.db.update(jobs).set({ state: "pending", runAt: new Date() }).where(eq(jobs.id, jobId));
  const worker = createWorker({ db: t.database.db, handlers: handlersByKind(t.app.deps.events.jobs) });
  while ((await worker.runOnce()) > 0);
  const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, jobId));
  expect(job!.state).toBe("done");
}

const noShowEmails = async (userId: string) =>
  (await t.database.db.select().from(jobs).where(eq(jobs.kind, "email.notification"))).filter(
    (j) => j.dedupKey.includes(`:${userId}`) && j.dedupKey.includes("no_show"),
  );

describe("attendance.marked", () => {
  it("tells each new no-show once, with the warning the marking counted, however often delivered", async () => {
    const host = await t.login();
    const [member, came] = [await t.login(), await t.login()];
    const first = await endedEvent(host, [member, came], 3);
    const second = await endedEvent(host, [member], 2);
    const mark = (eventId: string, cameIds: string[]) =>
      t.call("PUT", `/api/events/${eventId}/attendance`, host, { came: cameIds });
    expect((await mark(first.id, [came.id])).statusCode).toBe(200);
    expect((await mark(second.id, [])).statusCode).toBe(200);

    // There when the marking answered (the relay ran before it did).
    const expected = [
      { kind: "no_show_marked", eventId: first.id, actorId: host.id },
      { kind: "no_show_marked", eventId: second.id, actorId: host.id },
      { kind: "no_show_warning", eventId: second.id, actorId: host.id },
    ];
    expect(await toldOf(member.id)).toEqual(expect.arrayContaining(expected));
    expect(await toldOf(member.id)).toHaveLength(3);
    expect(await toldOf(came.id)).toEqual([]);
    const marking = await recorded("attendance.marked", second.id);
    expect(marking).toMatchObject({
      state: "done",
      payload: {
        data: { eventId: second.id, markedBy: host.id, noShows: [{ userId: member.id, warningDue: true }] },
      },
    });
    expect((await recorded("attendance.marked", first.id)).payload.data).toMatchObject({
      noShows: [{ userId: member.id, warningDue: false }],
    });
    const emails = (await noShowEmails(member.id)).length;
    expect(emails).toBe(3);

    // Delivered again: nobody is told twice, no second email queued.
    await redeliver(marking.id);
    await redeliver((await recorded("attendance.marked", first.id)).id);
    expect(await toldOf(member.id)).toHaveLength(3);
    expect(await noShowEmails(member.id)).toHaveLength(emails);
  });
});

describe("attendance.contest-decided", () => {
  it("tells the member the decision once, however often delivered", async () => {
    const host = await t.login();
    const member = await t.login();
    const admin = await t.login({ role: "admin" });
    const event = await endedEvent(host, [member], 1);
    await t.call("PUT", `/api/events/${event.id}/attendance`, host, { came: [] });
    const contest = await t.call("POST", `/api/events/${event.id}/attendance/contest`, member, {
      reason: "I was there",
    });
    expect(contest.statusCode).toBe(200);
    const decide = await t.call("POST", `/api/admin/attendance/contests/${event.id}/${member.id}`, admin, {
      decision: "overturn",
    });
    expect(decide.statusCode).toBe(200);

    const decided = async () =>
      (await toldOf(member.id)).filter((n) => n.kind === "no_show_upheld" || n.kind === "no_show_overturned");
    expect(await decided()).toEqual([{ kind: "no_show_overturned", eventId: event.id, actorId: null }]);
    const decision = await recorded("attendance.contest-decided", event.id);
    expect(decision).toMatchObject({
      state: "done",
      payload: { data: { eventId: event.id, userId: member.id, adminId: admin.id, outcome: "overturned" } },
    });

    await redeliver(decision.id);
    expect(await decided()).toHaveLength(1);
    expect(
      (await noShowEmails(member.id)).filter((j) => j.dedupKey.includes("no_show_overturned")),
    ).toHaveLength(1);
  });
});
