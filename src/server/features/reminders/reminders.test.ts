import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { indiaInstant } from "../../../shared/event-rules";
import { EMAIL_MESSAGES, NOTIFICATION_HEADLINES, NOTIFICATION_MESSAGES } from "../../../shared/texts";
import { events, groups, jobs, notifications, reviews } from "../../db/schema";
import { handlersByKind } from "../../platform/jobs/define-job";
import { claimDue, type Job } from "../../platform/jobs/queue";
import { createWorker } from "../../platform/jobs/worker";
import { buildTestApp, type Member, type TestApp } from "../../test/app";
import { inDays } from "../../test/factories";
import { type Mailbox, startMailbox } from "../../test/smtp";
import { emailNotification } from "../email/jobs";
import { emailJobHandlers } from "../email/service";
import { REMINDER_JOBS, reminderKey, reviewNudgeAt, scheduleReminders } from "./schedule";
import { reminderJobHandlers } from "./service";

// Reminders end to end on this run's database: an admin's approval schedules them, the worker runs
// them on a clock the test moves (nothing sleeps), and their emails reach an SMTP server on loopback.

const PUBLIC_URL = "http://meetup.test";
const HOUR = 3600_000;
let mailbox: Mailbox;
let t: TestApp;
beforeAll(async () => {
  mailbox = await startMailbox();
  t = await buildTestApp({ smtpUrl: mailbox.url, publicUrl: PUBLIC_URL });
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});
// One app for the file (building one per test was two thirds of its time, at each of the any-hour
// check's instants). Each test makes its own members and experience, and starts with nothing queued:
// a moved clock runs every job due by then, so the jobs an earlier test left are put out of reach.
beforeEach(async () => {
  await db()
    .update(jobs)
    .set({ state: "done", lastError: "an earlier test's" })
    .where(eq(jobs.state, "pending"));
});

const db = () => t.database.db;

// A worker whose clock (and its reminder handlers' clock) reads `ms`, with the email handler
// beside, so the deliveries the reminders queue are sent too; it runs until nothing more is due.
async function runJobsAt(ms: number): Promise<void> {
  const worker = workerAt(ms);
  while ((await worker.runOnce()) > 0);
}
function workerAt(ms: number) {
  const now = () => new Date(ms);
  const { mailer, unsubscribeKey: key, events } = t.app.deps;
  return createWorker({
    db: db(),
    now,
    handlers: handlersByKind([
      ...reminderJobHandlers({ db: db(), events, now }),
      ...emailJobHandlers({
        db: db(),
        mailer,
        key,
        publicUrl: PUBLIC_URL,
        quietByDefault: t.config.defaultQuietHours,
      }),
    ]),
  });
}

const mailsTo = (member: Member) => mailbox.to(member.email);
// The reminder emails of one event a member got (they also get the request's and approval's).
const remindersMailed = (member: Member, event: { name: string }) =>
  mailsTo(member).filter((mail) =>
    Object.values(NOTIFICATION_HEADLINES).some((headline) => mail.subject === headline(event.name)),
  );

// An experience on the 7th day from today, 18:30 to the end of that day in India, approved by an
// admin through the API.
async function approvedEvent(opts: { start?: Date } = {}) {
  const fromDate = opts.start ?? indiaInstant(inDays(7), "18:30");
  const { admin, host, event } = await t.group({
    seekers: 0,
    event: {
      fromDate,
      toDate: new Date(indiaInstant(todayOf(fromDate), "23:59").getTime() + 59_000),
      time: "18:30",
      city: "Pune",
      state: "Maharashtra",
    },
  });
  return { admin, host, event };
}
const todayOf = (date: Date) => new Date(date.getTime() + 330 * 60_000).toISOString().slice(0, 10);

async function seatFor(eventId: string, host: Member): Promise<Member> {
  const seeker = await t.login();
  expect((await t.call("POST", `/api/events/${eventId}/join`, seeker)).statusCode).toBe(200);
  expect((await t.call("POST", `/api/events/${eventId}/request/${seeker.id}/approve`, host)).statusCode).toBe(
    200,
  );
  return seeker;
}

const reminderJobs = (eventId: string) =>
  db()
    .select()
    .from(jobs)
    .where(like(jobs.dedupKey, `reminder:%:${eventId}:%`));
const remindersOf = (eventId: string, kind: string) =>
  db()
    .select({ userId: notifications.userId, actorId: notifications.actorId })
    .from(notifications)
    .where(and(eq(notifications.eventId, eventId), eq(notifications.kind, kind)));
const deliveriesOf = (kind: string, eventId: string) =>
  db()
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, emailNotification.kind), like(jobs.dedupKey, `email:${kind}:%:${eventId}:%`)));
const startOf = (event: { fromDate: Date }) => event.fromDate.getTime();

describe("scheduling", () => {
  it("schedules the 24-hour and 2-hour reminders and the review nudge in the approval", async () => {
    const { event } = await approvedEvent();
    const payload = {
      eventId: event.id,
      startsAt: event.fromDate.toISOString(),
      endsAt: event.toDate.toISOString(),
    };
    const rows = await reminderJobs(event.id);
    expect(rows.map((r) => [r.kind, r.dedupKey, r.runAt.getTime(), r.state]).sort()).toEqual(
      [
        ["reminder.24h", reminderKey("24h", payload), startOf(event) - 24 * HOUR, "pending"],
        ["reminder.2h", reminderKey("2h", payload), startOf(event) - 2 * HOUR, "pending"],
        // 10:00 in India the morning after the last day.
        ["reminder.review", reminderKey("review", payload), reviewNudgeAt(event.toDate).getTime(), "pending"],
      ].sort(),
    );
    expect(reviewNudgeAt(event.toDate)).toEqual(new Date(`${inDays(8)}T10:00:00+05:30`));
    expect(reminderKey("24h", payload)).toBe(`reminder:24h:${event.id}:${payload.startsAt}`);
    for (const row of rows) expect(row.payload).toEqual(payload);
  });

  it("skips a reminder whose time has passed: an event approved 5 hours ahead gets the 2-hour one", async () => {
    const { event } = await approvedEvent({ start: new Date(Date.now() + 5 * HOUR) });
    expect((await reminderJobs(event.id)).map((r) => r.kind).sort()).toEqual([
      REMINDER_JOBS["2h"].kind,
      REMINDER_JOBS.review.kind,
    ]);
  });
});

describe("running", () => {
  it("waits for its time, then tells the host and each seat holder once, with place, time, host and the group chat", async () => {
    const { host, event } = await approvedEvent();
    const members = [await seatFor(event.id, host), await seatFor(event.id, host)];
    // Asked but not accepted: no seat, no reminder.
    const waiting = await t.login();
    await t.call("POST", `/api/events/${event.id}/join`, waiting);
    const due = startOf(event) - 24 * HOUR;

    await runJobsAt(due - 1);
    expect(await remindersOf(event.id, "event_reminder_24h")).toEqual([]);
    const [early] = (await reminderJobs(event.id)).filter((r) => r.kind === "reminder.24h");
    expect(early).toMatchObject({ state: "pending", attempts: 0 });

    await runJobsAt(due);
    const told = await remindersOf(event.id, "event_reminder_24h");
    expect(told.map((n) => n.userId).sort()).toEqual([host.id, ...members.map((m) => m.id)].sort());
    for (const n of told) expect(n.actorId).toBe(host.id);
    expect(await deliveriesOf("event_reminder_24h", event.id)).toHaveLength(3);
    expect(remindersMailed(waiting, event)).toEqual([]);

    const [group] = await db().select({ id: groups.id }).from(groups).where(eq(groups.eventId, event.id));
    const link = `${PUBLIC_URL}/chats/group/${group!.id}/${event.id}`;
    const when = `${inDays(7).slice(8, 10)} ${monthOf(inDays(7))} ${inDays(7).slice(0, 4)} · 6:30 PM`;
    const [mail] = remindersMailed(members[0]!, event);
    expect(remindersMailed(members[0]!, event)).toHaveLength(1);
    expect(mail!.subject).toBe(NOTIFICATION_HEADLINES.event_reminder_24h(event.name));
    const sentence = NOTIFICATION_MESSAGES.event_reminder_24h(
      event.name,
      when,
      "Pune, Maharashtra",
      host.name,
    );
    expect(mail!.text).toContain(sentence);
    expect(mail!.text).toContain(`${EMAIL_MESSAGES.reminderAction}: ${link}`);
    expect(mail!.html).toContain(`href="${link}"`);
    // The host's own reminder says "you", and shows in the bell with the same link.
    const [hostMail] = remindersMailed(host, event);
    expect(hostMail!.text).toContain(
      NOTIFICATION_MESSAGES.event_reminder_24h(
        event.name,
        when,
        "Pune, Maharashtra",
        NOTIFICATION_MESSAGES.you,
      ),
    );
    const bell = await t.data("GET", "/api/notifications", members[1]!);
    expect(bell.items).toContainEqual(
      expect.objectContaining({
        kind: "event_reminder_24h",
        text: sentence,
        link: link.slice(PUBLIC_URL.length),
      }),
    );

    // The 2-hour one comes in its own time, once more to each.
    await runJobsAt(startOf(event) - 2 * HOUR);
    expect(await remindersOf(event.id, "event_reminder_2h")).toHaveLength(3);
    expect(remindersMailed(members[0]!, event).map((m) => m.subject)).toEqual([
      NOTIFICATION_HEADLINES.event_reminder_24h(event.name),
      NOTIFICATION_HEADLINES.event_reminder_2h(event.name),
    ]);
  });

  it("tells no member who left before the reminder", async () => {
    const { host, event } = await approvedEvent();
    const stays = await seatFor(event.id, host);
    const leaves = await seatFor(event.id, host);
    expect((await t.call("POST", `/api/events/${event.id}/leave`, leaves)).statusCode).toBe(200);
    await runJobsAt(startOf(event) - 2 * HOUR);
    const told = (await remindersOf(event.id, "event_reminder_2h")).map((n) => n.userId);
    expect(told.sort()).toEqual([host.id, stays.id].sort());
    expect(remindersMailed(leaves, event)).toEqual([]);
  });

  it("delivers once when the same reminder runs twice (a second run, a retried scheduling)", async () => {
    const { host, event } = await approvedEvent();
    const member = await seatFor(event.id, host);
    const due = new Date(startOf(event) - 2 * HOUR);
    // Approving again (a retried request) queues nothing more.
    expect(await scheduleReminders(db(), event, new Date())).toBe(0);
    const [claimed] = (await claimDue(db(), { now: due, limit: 10, leaseMs: 60_000 })).filter(
      (job: Job) => job.kind === "reminder.2h",
    );
    const run = handlersByKind(reminderJobHandlers({ db: db(), events: t.app.deps.events, now: () => due }))[
      "reminder.2h"
    ]!;
    // The first run and then a second one of the same claim (a worker whose lease lapsed mid-run).
    await run(claimed!);
    await run(claimed!);
    await runJobsAt(due.getTime());
    expect(await remindersOf(event.id, "event_reminder_2h")).toHaveLength(2);
    expect(await deliveriesOf("event_reminder_2h", event.id)).toHaveLength(2);
    expect(remindersMailed(member, event)).toHaveLength(1);
  });
});

describe("cancelling and moving", () => {
  it("ends the pending reminders in the host's cancellation, and a reminder finds a cancelled event anyway", async () => {
    const { host, event } = await approvedEvent();
    const member = await seatFor(event.id, host);
    expect((await t.call("PATCH", `/api/events/${event.id}/cancel`, host)).statusCode).toBe(200);
    for (const row of await reminderJobs(event.id))
      expect(row).toMatchObject({ state: "done", lastError: "cancelled", attempts: 0 });

    // Had a job been left pending, it would still tell nobody: the event is cancelled when it runs.
    await db()
      .update(jobs)
      .set({ state: "pending", lastError: null })
      .where(like(jobs.dedupKey, `reminder:24h:${event.id}:%`));
    await runJobsAt(startOf(event) - 24 * HOUR);
    expect(await remindersOf(event.id, "event_reminder_24h")).toEqual([]);
    expect((await reminderJobs(event.id)).every((r) => r.state === "done")).toBe(true);
    // Nor do the others, in their own time.
    await runJobsAt(reviewNudgeAt(event.toDate).getTime());
    for (const kind of ["event_reminder_2h", "review_nudge"])
      expect(await remindersOf(event.id, kind)).toEqual([]);
    expect(remindersMailed(member, event)).toEqual([]);
    expect(mailsTo(member).map((m) => m.subject)).toContain(
      NOTIFICATION_MESSAGES.event_cancelled(event.name),
    );
  });

  it("ends a banned host's reminders with the ban", async () => {
    const { admin, host, event } = await approvedEvent();
    expect((await t.call("PATCH", `/api/admin/users/${host.id}/ban`, admin)).statusCode).toBe(200);
    const rows = await reminderJobs(event.id);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toMatchObject({ state: "done", lastError: "cancelled" });
  });

  it("does nothing when the event's start has moved; the jobs of the new start tell the members", async () => {
    const { host, event } = await approvedEvent();
    const member = await seatFor(event.id, host);
    // No endpoint moves an event yet: the move is written as one would write it, with the new
    // start's reminders scheduled beside.
    const moved = { ...event, fromDate: new Date(startOf(event) + 3 * HOUR) };
    await db().transaction(async (tx) => {
      await tx.update(events).set({ fromDate: moved.fromDate }).where(eq(events.id, event.id));
      await scheduleReminders(tx, moved, new Date());
    });
    // The old 24-hour job's time: it runs and tells nobody.
    await runJobsAt(startOf(event) - 24 * HOUR);
    expect(await remindersOf(event.id, "event_reminder_24h")).toEqual([]);
    const old = (await reminderJobs(event.id)).find(
      (r) => r.dedupKey === `reminder:24h:${event.id}:${event.fromDate.toISOString()}`,
    );
    expect(old?.state).toBe("done");
    // The new one, 3 hours later.
    await runJobsAt(startOf(moved) - 24 * HOUR);
    expect((await remindersOf(event.id, "event_reminder_24h")).map((n) => n.userId).sort()).toEqual(
      [host.id, member.id].sort(),
    );
  });
});

describe("the review nudge", () => {
  it("asks the seat holders who have not reviewed, the morning after, linking to the review form", async () => {
    const { host, event } = await approvedEvent();
    const quiet = await seatFor(event.id, host);
    const reviewed = await seatFor(event.id, host);
    await db()
      .insert(reviews)
      .values({ eventId: event.id, userId: reviewed.id, stars: 5, reviewText: "Lovely evening" });
    const at = reviewNudgeAt(event.toDate).getTime();
    await runJobsAt(at - 1);
    expect(await remindersOf(event.id, "review_nudge")).toEqual([]);
    await runJobsAt(at);
    expect((await remindersOf(event.id, "review_nudge")).map((n) => n.userId)).toEqual([quiet.id]);
    const nudge = mailsTo(quiet).find((m) => m.subject === NOTIFICATION_HEADLINES.review_nudge(event.name));
    expect(nudge?.text).toContain(NOTIFICATION_MESSAGES.review_nudge(event.name));
    expect(nudge?.text).toContain(
      `${EMAIL_MESSAGES.reviewAction}: ${PUBLIC_URL}/listing/upcoming/detail/${event.id}`,
    );
    expect(
      mailsTo(host).filter((m) => m.subject === NOTIFICATION_HEADLINES.review_nudge(event.name)),
    ).toEqual([]);
  });
});

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const monthOf = (day: string) => MONTHS[Number(day.slice(5, 7)) - 1];
