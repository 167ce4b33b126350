import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HELP_MESSAGES, MODERATION_MESSAGES, TRUSTED_CONTACT_MESSAGES } from "../../../shared/texts";
import { auditLog, helpRequests, jobs, notifications, participants, trustedContacts } from "../../db/schema";
import type { ShiftableClock } from "../../platform/clock";
import type { Job } from "../../platform/jobs/queue";
import { buildTestApp, type Member, type TestApp } from "../../test/app";
import { testDatabaseKind } from "../../test/database";
import { createEvent } from "../../test/factories";
import { type SmsReceiver, startSmsReceiver } from "../../test/sms-receiver";
import { type Mailbox, startMailbox } from "../../test/smtp";
import type { Viewer } from "../auth/session-service";
import { checkIn } from "../share/service";
import { helpJobHandlers } from "./alerts";
import { helpAdminPush, helpHomeSafeAlert } from "./jobs";
import { CONTACT_PER_DAY, CONTACT_PER_EVENT_PER_HOUR } from "./policy";

// "Help one tap away" (issue 38 item 7, ADR 0045), through the API: the trusted contact, who may ask
// for help and when, the SMS (a real HTTP provider on loopback) and the email (a real SMTP server on
// loopback) the contact receives, the budgets, the urgent case in the admins' queue, and the
// unanswered "Home safe?" that tells the contact once. Time is the app's clock, moved by the test.

let t: TestApp;
let sms: SmsReceiver;
let mailbox: Mailbox;
const db = () => t.database.db;
const viewerOf = (m: { id: string }): Viewer => ({ userId: m.id, sessionId: "s", role: "member" });
const clock = () => t.app.deps.clock as ShiftableClock;
const now = () => clock().now();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

beforeAll(async () => {
  sms = await startSmsReceiver();
  mailbox = await startMailbox();
  t = await buildTestApp({
    testClock: true,
    smtpUrl: mailbox.url,
    sms: { url: sms.url, token: sms.token, countries: ["IN"] },
  });
});
afterAll(async () => {
  await t?.close();
  await sms?.close();
  await mailbox?.close();
});
// Each test starts two days after the last, so no budget carries over.
let day = 0;
beforeEach(() => {
  day += 2;
  clock().setOffset(day * 24 * HOUR);
});
const later = (ms: number) => clock().setOffset(clock().offsetMs() + ms);
/** The app's clock at this instant (it runs on from there). */
const at = (instant: number) => clock().setOffset(instant - Date.now());

let serial = 3000;
const freshNumber = () => {
  serial += 1;
  const national = `97${String(serial).padStart(8, "0")}`;
  return { typed: `${national.slice(0, 5)} ${national.slice(5)}`, e164: `+91${national}` };
};
const freshEmail = () => `contact-${++serial}@family.test`;

// An experience with its host, an accepted member and one still waiting; on now unless told.
async function experience(opts: { startsIn?: number; lasts?: number; status?: "approved" | "pending" } = {}) {
  const host = await t.login({ overrides: { name: "Kavya Rao" } });
  const member = await t.login({ overrides: { name: "Priya Sharma" } });
  const waiting = await t.login();
  const from = new Date(now().getTime() + (opts.startsIn ?? -HOUR));
  const event = await createEvent(db(), {
    createdBy: host.id,
    name: "Sunrise at Nandi Hills",
    fromDate: from,
    toDate: new Date(from.getTime() + (opts.lasts ?? 4 * HOUR)),
    meetingPlace: "Nandi Hills gate",
    meetingAddress: "Nandi Hills Rd, Karnataka 562103",
    meetingLat: 13.3702,
    meetingLng: 77.6835,
    ...(opts.status ? { status: opts.status } : {}),
  });
  await db()
    .insert(participants)
    .values([
      { eventId: event.id, userId: member.id, requestStatus: "accepted" },
      { eventId: event.id, userId: waiting.id, requestStatus: "requested" },
    ]);
  return { host, member, waiting, event };
}

const saveContact = (who: Member, body: object) => t.call("PUT", "/api/users/me/trusted-contact", who, body);

async function withContact(
  who: Member,
  reach: { phone?: boolean; email?: boolean } = { phone: true, email: true },
) {
  const number = freshNumber();
  const email = freshEmail();
  const res = await saveContact(who, {
    name: "Asha Sharma",
    ...(reach.phone ? { phone: number.typed } : {}),
    ...(reach.email ? { email } : {}),
  });
  expect(res.statusCode).toBe(200);
  return { e164: number.e164, email };
}

const tell = (eventId: string, who?: Member, body: object = {}) =>
  t.call("POST", `/api/events/${eventId}/help/contact`, who, body);
const report = (eventId: string, who?: Member, body: object = {}) =>
  t.call("POST", `/api/events/${eventId}/help/report`, who, body);
const rowsOf = (userId: string) => db().select().from(helpRequests).where(eq(helpRequests.userId, userId));
const smsTo = (to: string) => sms.accepted.filter((m) => m.to === to);

describe("the trusted contact", () => {
  it("is saved read and checked, shown to its member only, and removed", async () => {
    const member = await t.login();
    expect((await t.call("GET", "/api/users/me/trusted-contact")).statusCode).toBe(401);
    expect(await t.data("GET", "/api/users/me/trusted-contact", member)).toBeNull();
    const email = freshEmail();
    const res = await saveContact(member, { name: "  Asha   Sharma ", phone: "97000 12345", email });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(TRUSTED_CONTACT_MESSAGES.saved);
    expect(res.json().data).toMatchObject({ name: "Asha Sharma", phone: "+919700012345", email });
    expect(await t.data("GET", "/api/users/me/trusted-contact", member)).toMatchObject({
      name: "Asha Sharma",
      phone: "+919700012345",
    });
    // Another member's is theirs: nobody else's path names it.
    expect(await t.data("GET", "/api/users/me/trusted-contact", await t.login())).toBeNull();
    // Email only replaces the number.
    const emailOnly = await saveContact(member, { name: "Asha", email });
    expect(emailOnly.json().data).toMatchObject({ phone: null, email });
    const removed = await t.call("DELETE", "/api/users/me/trusted-contact", member);
    expect(removed.json().message).toBe(TRUSTED_CONTACT_MESSAGES.removed);
    expect(await t.data("GET", "/api/users/me/trusted-contact", member)).toBeNull();
    expect((await t.call("DELETE", "/api/users/me/trusted-contact", member)).statusCode).toBe(200);
  });

  it("refuses bad input with a sentence and changes nothing", async () => {
    const member = await t.login({ overrides: { email: "meera@own.test", mobileNo: "9123456780" } });
    await withContact(member);
    const before = await t.data("GET", "/api/users/me/trusted-contact", member);
    const cases: [object, string][] = [
      [{ phone: "98765 43210" }, TRUSTED_CONTACT_MESSAGES.nameRequired],
      [{ name: "   ", phone: "98765 43210" }, TRUSTED_CONTACT_MESSAGES.nameRequired],
      [{ name: "A".repeat(61), phone: "98765 43210" }, TRUSTED_CONTACT_MESSAGES.nameTooLong],
      [{ name: "Asha" }, TRUSTED_CONTACT_MESSAGES.reachRequired],
      [{ name: "Asha", phone: " ", email: "" }, TRUSTED_CONTACT_MESSAGES.reachRequired],
      [{ name: "Asha", phone: "12345" }, TRUSTED_CONTACT_MESSAGES.invalidNumber],
      [{ name: "Asha", phone: "080 2222 3333" }, TRUSTED_CONTACT_MESSAGES.invalidNumber],
      [{ name: "Asha", email: "not-an-email" }, TRUSTED_CONTACT_MESSAGES.invalidEmail],
      [{ name: "Asha", phone: "+91 91234 56780" }, TRUSTED_CONTACT_MESSAGES.ownNumber],
      [{ name: "Asha", email: "Meera@Own.test" }, TRUSTED_CONTACT_MESSAGES.ownEmail],
    ];
    for (const [body, message] of cases) {
      const res = await saveContact(member, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // Wrong types and oversize fields are 400s too, never a 5xx.
    for (const body of [
      { name: 5 },
      { name: "A", phone: ["x"] },
      { name: "A", email: "x".repeat(5000) },
      "x",
    ]) {
      const res = await t.app.inject({
        method: "PUT",
        url: "/api/users/me/trusted-contact",
        headers: { ...member.headers, "content-type": "application/json" },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode).toBe(400);
    }
    expect(await t.data("GET", "/api/users/me/trusted-contact", member)).toEqual(before);
  });
});

describe("who may ask for help, and when", () => {
  it("the host and accepted members only; everyone else is refused and nothing is sent", async () => {
    const { host, member, waiting, event } = await experience();
    const stranger = await t.login();
    for (const who of [member, waiting, stranger, host]) await withContact(who);
    const sent = sms.accepted.length;
    expect((await tell(event.id)).statusCode).toBe(401);
    expect((await report(event.id)).statusCode).toBe(401);
    for (const who of [waiting, stranger]) {
      for (const res of [await tell(event.id, who), await report(event.id, who)]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(HELP_MESSAGES.notMember);
      }
    }
    expect((await tell("not-a-uuid", member)).statusCode).toBe(404);
    const pending = await experience({ status: "pending" });
    expect((await tell(pending.event.id, pending.member)).statusCode).toBe(404);
    expect(sms.accepted.length).toBe(sent);
    expect(await rowsOf(waiting.id)).toEqual([]);
    expect(await rowsOf(stranger.id)).toEqual([]);
    // The host is there too.
    expect((await tell(event.id, host)).statusCode).toBe(200);
  });

  it("opens two hours before the start and closes six hours after the end", async () => {
    const { host, member, waiting, event } = await experience({
      startsIn: 2 * HOUR + 5 * MINUTE,
      lasts: HOUR,
    });
    await withContact(member);
    const early = await tell(event.id, member);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(HELP_MESSAGES.tooEarly);
    const detail = (who: Member) => t.data("GET", `/api/events/${event.id}`, who);
    expect((await detail(member)).helpOpen).toBe(false);
    at(event.fromDate.getTime() - 2 * HOUR + MINUTE);
    expect((await detail(member)).helpOpen).toBe(true);
    expect((await detail(host)).helpOpen).toBe(true);
    expect((await detail(waiting)).helpOpen).toBe(false);
    expect((await tell(event.id, member)).statusCode).toBe(200);
    // Six hours after the end, then a minute more.
    at(event.toDate.getTime() + 6 * HOUR - MINUTE);
    expect((await detail(member)).helpOpen).toBe(true);
    at(event.toDate.getTime() + 6 * HOUR + MINUTE);
    expect((await detail(member)).helpOpen).toBe(false);
    const late = await report(event.id, member);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(HELP_MESSAGES.tooLate);
  });

  it("is closed on a cancelled experience", async () => {
    const { member, event } = await experience();
    await withContact(member);
    await db().execute(sql`update events set event_status = 'cancelled' where id = ${event.id}`);
    const res = await tell(event.id, member);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(HELP_MESSAGES.closed);
    expect((await t.data("GET", `/api/events/${event.id}`, member)).helpOpen).toBe(false);
  });
});

describe("Tell my contact now", () => {
  it("sends an SMS and an email naming the member, the experience and its meeting point", async () => {
    const { member, event } = await experience();
    const contact = await withContact(member);
    const res = await tell(event.id, member);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(HELP_MESSAGES.contactTold("Asha Sharma"));
    expect(res.json().data).toMatchObject({ kind: "contact", sms: true, email: true, location: false });
    const [text] = smsTo(contact.e164);
    expect(text?.authorization).toBe(`Bearer ${sms.token}`);
    expect(text?.body).toContain("Priya Sharma asked for help at Sunrise at Nandi Hills");
    expect(text?.body).toContain("Nandi Hills gate, Nandi Hills Rd, Karnataka 562103");
    expect(text?.body).toContain("https://maps.google.com/?q=13.37020,77.68350");
    expect(text?.body).toContain("They did not share where they are now.");
    const [mail] = mailbox.to(contact.email);
    expect(mail?.subject).toBe(HELP_MESSAGES.emailHelpSubject("Priya Sharma"));
    expect(mail?.text).toContain("Nandi Hills gate");
    const rows = await rowsOf(member.id);
    expect(rows).toMatchObject([{ kind: "contact", eventId: event.id, lat: null, lng: null }]);
  });

  it("adds where the member is only when they sent it", async () => {
    const { member, event } = await experience();
    const contact = await withContact(member, { phone: true });
    const res = await tell(event.id, member, { lat: 13.1234567, lng: 77.7654321 });
    expect(res.json().data).toMatchObject({ sms: true, email: false, location: true });
    expect(smsTo(contact.e164)[0]?.body).toContain(
      "Where they are now: https://maps.google.com/?q=13.12346,77.76543",
    );
    expect(await rowsOf(member.id)).toMatchObject([{ lat: 13.1234567, lng: 77.7654321 }]);
    for (const body of [
      { lat: 13 },
      { lng: 77 },
      { lat: 95, lng: 77 },
      { lat: "13", lng: "77" },
      { lat: 13, lng: 200 },
    ]) {
      const bad = await tell(event.id, member, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().message).toBe(HELP_MESSAGES.badPoint);
    }
    expect(await rowsOf(member.id)).toHaveLength(1);
  });

  it("without a saved contact says to add one", async () => {
    const { member, event } = await experience();
    const res = await tell(event.id, member);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(HELP_MESSAGES.noContact);
  });

  it("when the contact cannot be reached, says so and keeps no row", async () => {
    const { member, event } = await experience();
    const contact = await withContact(member, { phone: true });
    sms.failNext(1);
    const res = await tell(event.id, member);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(HELP_MESSAGES.sendFailed);
    expect(smsTo(contact.e164)).toEqual([]);
    expect(await rowsOf(member.id)).toEqual([]);
    // The failed try spent no budget.
    for (let i = 0; i < CONTACT_PER_EVENT_PER_HOUR; i++)
      expect((await tell(event.id, member)).statusCode).toBe(200);
  });

  it("is budgeted: 3 an hour per experience, 10 a day", async () => {
    const { member, event } = await experience({ lasts: 20 * HOUR });
    const contact = await withContact(member, { phone: true });
    for (let i = 0; i < CONTACT_PER_EVENT_PER_HOUR; i++)
      expect((await tell(event.id, member)).statusCode).toBe(200);
    const refused = await tell(event.id, member);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(HELP_MESSAGES.perHour);
    expect(smsTo(contact.e164)).toHaveLength(CONTACT_PER_EVENT_PER_HOUR);
    let sent = CONTACT_PER_EVENT_PER_HOUR;
    while (sent < CONTACT_PER_DAY) {
      later(HOUR + MINUTE);
      for (let i = 0; i < CONTACT_PER_EVENT_PER_HOUR && sent < CONTACT_PER_DAY; i++, sent++)
        expect((await tell(event.id, member)).statusCode).toBe(200);
    }
    later(HOUR + MINUTE);
    const daily = await tell(event.id, member);
    expect(daily.statusCode).toBe(429);
    expect(daily.json().message).toBe(HELP_MESSAGES.perDay);
    expect(smsTo(contact.e164)).toHaveLength(CONTACT_PER_DAY);
  });
});

describe("Report to the team", () => {
  const cases = (admin: Member, query = "") => t.data("GET", `/api/admin/moderation/cases${query}`, admin);

  it("is an urgent case first in the queue, pushed to every admin, and closed once", async () => {
    const admins = [await t.login({ role: "admin" }), await t.login({ role: "admin" })];
    const { member, event } = await experience();
    const tooLong = await report(event.id, member, { details: "x".repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(HELP_MESSAGES.detailsTooLong);
    const res = await report(event.id, member, { details: "A man keeps following me near the gate." });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(HELP_MESSAGES.reported);
    const [row] = (await rowsOf(member.id)).filter((r) => r.kind === "team");
    expect(row).toBeDefined();
    // A newer report of a listing still comes after it, in both orders.
    later(MINUTE);
    const other = await experience();
    expect(
      (await t.call("POST", `/api/events/${other.event.id}/report`, other.member, { reason: "unsafe" }))
        .statusCode,
    ).toBe(200);
    for (const query of ["", "?order=urgent", "?order=newest"]) {
      const [first] = await cases(admins[0]!, query);
      expect(first, query).toMatchObject({
        _id: `help:${row!.id}`,
        subject: "help",
        reason: HELP_MESSAGES.helpReason,
        excerpt: "A man keeps following me near the gate.",
        about: { _id: member.id },
        event: { _id: event.id, name: event.name },
      });
    }
    expect((await cases(admins[0]!, "?subject=help")).map((c: { _id: string }) => c._id)).toContain(
      `help:${row!.id}`,
    );
    const counts = await t.data("GET", "/api/admin/moderation/counts", admins[0]!);
    expect(counts.help).toBeGreaterThanOrEqual(1);
    // One push job per admin, tied to the request.
    const pushes = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, helpAdminPush.kind), sql`${jobs.payload}->>'requestId' = ${row!.id}`));
    expect(pushes.map((j) => (j.payload as { adminId: string }).adminId)).toEqual(
      expect.arrayContaining(admins.map((a) => a.id)),
    );
    // A member is no admin.
    expect((await t.call("GET", "/api/admin/moderation/cases", member)).statusCode).toBe(403);
    // Two admins at once: one closes it, the other hears it is no longer open.
    const decide = (admin: Member) =>
      t.call("POST", "/api/admin/moderation/resolve", admin, {
        subject: "help",
        subjectId: row!.id,
        decision: "act",
      });
    const answers = await Promise.all(admins.map(decide));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(MODERATION_MESSAGES.caseNotFound);
    expect(answers.find((a) => a.statusCode === 200)!.json().message).toBe(HELP_MESSAGES.helpActed);
    const [closed] = await db().select().from(helpRequests).where(eq(helpRequests.id, row!.id));
    expect(closed).toMatchObject({ outcome: "acted" });
    const audited = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "act-help-request"), eq(auditLog.targetUserId, member.id)));
    expect(audited).toHaveLength(1);
    expect((await cases(admins[0]!)).map((c: { _id: string }) => c._id)).not.toContain(`help:${row!.id}`);
    for (const subjectId of ["nope", "00000000-0000-4000-8000-000000000000"]) {
      const res = await decide(admins[0]!).then(() =>
        t.call("POST", "/api/admin/moderation/resolve", admins[0]!, {
          subject: "help",
          subjectId,
          decision: "keep",
        }),
      );
      expect(res.statusCode).toBe(409);
    }
    // The queued pushes find nothing open now and tell nobody; none fails.
    expect(await t.app.deps.jobs.runOnce()).toBeGreaterThan(0);
  });

  it("is budgeted: 3 an hour per experience", async () => {
    const { member, event } = await experience();
    for (let i = 0; i < 3; i++) expect((await report(event.id, member)).statusCode).toBe(200);
    const refused = await report(event.id, member);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(HELP_MESSAGES.reportsPerHour);
  });
});

describe("an unanswered Home safe?", () => {
  const alerts = (eventId: string) =>
    db()
      .select()
      .from(helpRequests)
      .where(and(eq(helpRequests.eventId, eventId), eq(helpRequests.kind, "home_safe")));
  const runJobs = async () => {
    while ((await t.app.deps.jobs.runOnce()) > 0);
  };

  it("tells the trusted contact once, 30 minutes after the prompt, even when run twice", async () => {
    const { member, event } = await experience({ lasts: 2 * HOUR });
    const answered = await t.login({ overrides: { name: "Ravi Kumar" } });
    await db()
      .insert(participants)
      .values({ eventId: event.id, userId: answered.id, requestStatus: "accepted" });
    const contact = await withContact(member);
    const safeContact = await withContact(answered);
    for (const who of [member, answered])
      expect((await t.call("POST", `/api/events/${event.id}/share`, who)).statusCode).toBe(201);
    // The end: the prompt, and the alert queued for 30 minutes later.
    at(event.toDate.getTime() + MINUTE);
    await runJobs();
    const prompted = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.eventId, event.id), eq(notifications.kind, "home_safe_check")));
    expect(prompted).toHaveLength(2);
    await checkIn({ db: db(), viewer: viewerOf(answered), eventId: event.id, step: "home_safe", now: now() });
    later(28 * MINUTE);
    await runJobs();
    expect(await alerts(event.id)).toEqual([]);
    later(3 * MINUTE);
    await runJobs();
    expect((await alerts(event.id)).map((a) => a.userId)).toEqual([member.id]);
    const texts = smsTo(contact.e164);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toBe(
      HELP_MESSAGES.smsHomeSafe({
        member: "Priya Sharma",
        event: event.name,
        where: "Nandi Hills gate, Nandi Hills Rd, Karnataka 562103, Bengaluru",
        mapsUrl: "https://maps.google.com/?q=13.37020,77.68350",
      }),
    );
    expect(mailbox.to(contact.email).map((m) => m.subject)).toEqual([
      HELP_MESSAGES.emailHomeSafeSubject("Priya Sharma"),
    ]);
    expect(smsTo(safeContact.e164)).toEqual([]);
    // The same job run again (a retry, or a second worker) tells nobody twice.
    const [job] = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, helpHomeSafeAlert.kind), sql`${jobs.payload}->>'userId' = ${member.id}`));
    const handler = helpJobHandlers({
      db: db(),
      reach: { sms: t.app.deps.sms, mailer: t.app.deps.mailer },
      push: { db: db(), vapid: t.config.vapid, loopback: true },
      now,
    }).find((h) => h.kind === helpHomeSafeAlert.kind)!;
    await handler.run(job as Job);
    await handler.run(job as Job);
    expect(await alerts(event.id)).toHaveLength(1);
    expect(smsTo(contact.e164)).toHaveLength(1);
    expect(mailbox.to(contact.email)).toHaveLength(1);
  });

  it("tells nobody when the member has no trusted contact", async () => {
    const { member, event } = await experience({ lasts: HOUR });
    expect((await t.call("POST", `/api/events/${event.id}/share`, member)).statusCode).toBe(201);
    at(event.toDate.getTime() + 40 * MINUTE);
    await runJobs();
    later(40 * MINUTE);
    await runJobs();
    expect(await alerts(event.id)).toEqual([]);
  });
});

describe("deleting the account", () => {
  it("erases the trusted contact and the help rows", async () => {
    const { member, event } = await experience();
    await withContact(member);
    expect((await tell(event.id, member)).statusCode).toBe(200);
    expect((await report(event.id, member)).statusCode).toBe(200);
    const res = await t.call("POST", "/api/users/me/delete", member, { confirmation: "DELETE" });
    expect(res.statusCode, res.body).toBe(200);
    expect(await db().select().from(trustedContacts).where(eq(trustedContacts.userId, member.id))).toEqual(
      [],
    );
    expect(await rowsOf(member.id)).toEqual([]);
  });
});

it("runs on the database the suite chose", () => {
  expect(["pglite", "postgres"]).toContain(testDatabaseKind());
});
