import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { EMAIL_MESSAGES, NOTIFICATION_HEADLINES, NOTIFICATION_MESSAGES } from "../../../shared/texts";
import { emailOptOuts, jobs } from "../../db/schema";
import { handlersByKind } from "../../platform/jobs/define-job";
import { enqueue } from "../../platform/jobs/queue";
import { createWorker, WORKER_DEFAULTS } from "../../platform/jobs/worker";
import { smtpMailer } from "../../platform/mail";
import { deliveryAppForFile } from "../../test/delivery-app";
import { emailHandlersOf } from "../../test/email-handlers";
import { createEvent } from "../../test/factories";
import { mailHeader, oneClickUnsubscribe, unsubscribeLink } from "../../test/mail-headers";
import { recordNotification } from "../inbox/notifications-service";
import { welcomeEmailJob } from "./service";
import { signUnsubscribe } from "./unsubscribe-token";

// Emails go over real SMTP to a server this test starts on loopback, and the unsubscribe link is
// followed as a mail provider follows it (RFC 8058: a POST without any sign-in).

const PUBLIC_URL = "http://meetup.test";
const { t, mailbox } = deliveryAppForFile({ publicUrl: PUBLIC_URL }, { mail: true });

const to = (address: string) => mailbox.to(address);
const runJobs = () => t.app.deps.jobs.runOnce();

describe("emails", () => {
  it("tells a host of a join request: subject, text, link and the one-click unsubscribe headers", async () => {
    const host = await t.login();
    const seeker = await t.login();
    const event = await createEvent(t.database.db, { createdBy: host.id });
    expect((await t.call("POST", `/api/events/${event.id}/join`, seeker)).statusCode).toBe(200);
    await runJobs();

    const mails = to(host.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    const line = NOTIFICATION_MESSAGES.request_received(seeker.name, event.name);
    expect(mail.subject).toBe(line);
    expect(mail.from?.text).toContain("no-reply@app.test");
    const link = `${PUBLIC_URL}/request/${event.id}/${seeker.id}`;
    expect(mail.text).toContain(EMAIL_MESSAGES.greeting(host.name));
    expect(mail.text).toContain(line);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);

    const unsubscribe = unsubscribeLink(mail);
    expect(`${unsubscribe.origin}${unsubscribe.pathname}`).toBe(`${PUBLIC_URL}/api/unsubscribe`);
    expect(unsubscribe.searchParams.get("token")).toBeTruthy();
    expect(mailHeader(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    // The same link is in both bodies for people, beside the header for mail apps.
    expect(mail.text).toContain(unsubscribe.href);
    expect(mail.html).toContain(unsubscribe.href.replace(/&/g, "&amp;"));
    expect(mail.messageId).toMatch(/^<[0-9a-f]{32}@meetup\.test>$/);
  });

  it("unsubscribes with one click and no sign-in, and sends no later email of that kind", async () => {
    const host = await t.login();
    const event = await createEvent(t.database.db, { createdBy: host.id });
    await t.call("POST", `/api/events/${event.id}/join`, await t.login());
    await runJobs();
    const [first] = to(host.email);
    const link = unsubscribeLink(first!);
    const path = `${link.pathname}${link.search}`;

    // Opening the link (a person, or a scanner) only asks.
    const page = await t.app.inject({ method: "GET", url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain(EMAIL_MESSAGES.unsubscribeQuestion.requests);
    expect(page.body).toContain('method="post"');
    expect(await optOuts(host.id)).toEqual([]);

    // The mail provider's one-click POST, exactly as RFC 8058 has it.
    const click = await oneClickUnsubscribe(t.app, path);
    expect(click.statusCode).toBe(200);
    expect(click.body).toContain(EMAIL_MESSAGES.unsubscribed.requests);
    expect(await optOuts(host.id)).toEqual(["requests"]);

    // A later request: the opt-out turned the category's email off in the preferences, so no
    // email job is even queued (a job queued before the click would run and send nothing).
    const later = await t.login();
    await t.call("POST", `/api/events/${event.id}/join`, later);
    await runJobs();
    expect(to(host.email)).toHaveLength(1);
    const hostJobs = await t.database.db
      .select({ state: jobs.state })
      .from(jobs)
      .where(like(jobs.dedupKey, `email:request_received:%:${host.id}`));
    expect(hostJobs.map((j) => j.state)).toEqual(["done"]);

    // Other kinds still arrive: the listing's approval is an event update, not a request.
    const admin = await t.login({ role: "admin" });
    const pending = await createEvent(t.database.db, { createdBy: host.id, status: "pending" });
    expect((await t.call("PATCH", `/api/admin/events/${pending.id}/approve`, admin)).statusCode).toBe(200);
    await runJobs();
    expect(to(host.email).map((m) => m.subject)).toEqual([
      first!.subject,
      NOTIFICATION_MESSAGES.event_approved(pending.name),
    ]);
  });

  it("refuses a link that is not ours, signed in or not", async () => {
    const member = await t.login();
    const forged = "eyJmYWtlIjoidG9rZW4ifQ.c2lnbmF0dXJl";
    for (const method of ["GET", "POST"] as const) {
      const res = await t.app.inject({ method, url: `/api/unsubscribe?token=${forged}` });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(EMAIL_MESSAGES.unsubscribeInvalid);
    }
    expect((await t.app.inject({ method: "POST", url: "/api/unsubscribe" })).statusCode).toBe(400);
    expect(await optOuts(member.id)).toEqual([]);
  });

  it("does not write an opt-out for a member who deleted their account, from a link sent before", async () => {
    const member = await t.login();
    const link = `/api/unsubscribe?token=${encodeURIComponent(
      signUnsubscribe(t.app.deps.unsubscribeKey, { userId: member.id, category: "all" }),
    )}`;
    const deleted = await t.call("POST", "/api/users/me/delete", member, { confirmation: "DELETE" });
    expect(deleted.statusCode).toBe(200);
    const res = await t.app.inject({ method: "POST", url: link });
    expect(res.statusCode).toBe(400);
    expect(await optOuts(member.id)).toEqual([]);
  });

  it("welcomes a new member, and its link stops every email", async () => {
    const member = await t.login();
    await enqueue(t.database.db, welcomeEmailJob(member.id));
    await runJobs();
    const [welcome] = to(member.email);
    expect(welcome?.subject).toBe(EMAIL_MESSAGES.welcomeSubject);
    expect(welcome?.text).toContain(EMAIL_MESSAGES.welcomeBody);
    expect(welcome?.text).toContain(`${PUBLIC_URL}/events`);
    const link = unsubscribeLink(welcome!);
    const click = await t.app.inject({ method: "POST", url: `${link.pathname}${link.search}` });
    expect(click.body).toContain(EMAIL_MESSAGES.unsubscribed.all);
    expect(await optOuts(member.id)).toEqual(["all"]);

    // Nothing reaches them any more, whatever the kind.
    const event = await createEvent(t.database.db, { createdBy: member.id });
    await t.call("POST", `/api/events/${event.id}/join`, await t.login());
    await runJobs();
    expect(to(member.email)).toHaveLength(1);
  });

  it("a reminder's link stops reminders, and the event updates still arrive", async () => {
    const host = await t.login();
    const event = await createEvent(t.database.db, { createdBy: host.id });
    await t.app.deps.events.commit((tx, record) =>
      recordNotification(tx, record, {
        userId: host.id,
        kind: "event_reminder_2h",
        eventId: event.id,
        once: `reminder-test:${event.id}`,
      }),
    );
    await runJobs();
    const [reminder] = to(host.email);
    expect(reminder?.subject).toBe(NOTIFICATION_HEADLINES.event_reminder_2h(event.name));
    expect(reminder?.text).toContain(EMAIL_MESSAGES.footerWhy.reminders);
    const link = unsubscribeLink(reminder!);
    const click = await t.app.inject({ method: "POST", url: `${link.pathname}${link.search}` });
    expect(click.body).toContain(EMAIL_MESSAGES.unsubscribed.reminders);
    expect(await optOuts(host.id)).toEqual(["reminders"]);
    const prefs = await t.call("GET", "/api/users/me/notification-preferences", host);
    expect(prefs.json().data.channels).toMatchObject({
      reminders: { email: false },
      eventUpdates: { email: true },
    });

    const admin = await t.login({ role: "admin" });
    const pending = await createEvent(t.database.db, { createdBy: host.id, status: "pending" });
    expect((await t.call("PATCH", `/api/admin/events/${pending.id}/approve`, admin)).statusCode).toBe(200);
    await runJobs();
    expect(to(host.email).map((m) => m.subject)).toEqual([
      reminder!.subject,
      NOTIFICATION_MESSAGES.event_approved(pending.name),
    ]);
  });

  it("delivers once when the worker dies mid-send: the next worker sends it after the lease, and a retried change queues nothing", async () => {
    const host = await t.login();
    const seeker = await t.login();
    const event = await createEvent(t.database.db, { createdBy: host.id });
    await t.call("POST", `/api/events/${event.id}/join`, seeker);
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, "email.notification"), eq(jobs.state, "pending")));
    expect(job).toBeDefined();

    const start = Date.now() + 1000;
    let now = start;
    const workerWith = () => {
      const mailer = smtpMailer(mailbox.url, t.config.mailFrom);
      const handlers = handlersByKind(emailHandlersOf(t, mailer));
      return { worker: createWorker({ db: t.database.db, handlers, now: () => new Date(now) }), mailer };
    };

    // The first worker's message reaches the server, which has not taken it yet when the worker
    // dies; an SMTP server that never answered 250 delivers nothing.
    const held = mailbox.holdNext();
    const first = workerWith();
    const running = first.worker.runOnce();
    await held.arrived;
    await first.worker.stop({ graceMs: 0 });
    held.refuse();
    await running;
    first.mailer.close();
    expect(to(host.email)).toEqual([]);
    const [left] = await t.database.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(left).toMatchObject({ state: "running", attempts: 1 });

    // A restarted process: after the lease the job is claimed again and delivered.
    const second = workerWith();
    now = start + WORKER_DEFAULTS.leaseMs;
    await second.worker.runOnce();
    expect(to(host.email)).toHaveLength(1);
    const [done] = await t.database.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(done).toMatchObject({ state: "done", attempts: 2 });

    // The change retried (its email queued again under the same key) sends nothing more.
    expect(
      await enqueue(t.database.db, { kind: job!.kind, payload: job!.payload, dedupKey: job!.dedupKey }),
    ).toBe(0);
    await second.worker.runOnce();
    await runJobs();
    expect(to(host.email)).toHaveLength(1);
    second.mailer.close();
  });
});

async function optOuts(userId: string) {
  const rows = await t.database.db
    .select({ category: emailOptOuts.category })
    .from(emailOptOuts)
    .where(eq(emailOptOuts.userId, userId));
  return rows.map((r) => r.category).sort();
}
