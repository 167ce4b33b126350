import { eq, like } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { describe, expect, it } from "vitest";
import type { NotificationPreferences } from "../../../shared/contracts/preferences";
import { EMAIL_MESSAGES } from "../../../shared/texts";
import { emailOptOuts, jobs, messages, users } from "../../db/schema";
import { handlersByKind } from "../../platform/jobs/define-job";
import { createWorker } from "../../platform/jobs/worker";
import type { Member } from "../../test/app";
import { deliveryAppForFile } from "../../test/delivery-app";
import { emailHandlersOf } from "../../test/email-handlers";
import { oneClickUnsubscribe, unsubscribeLink } from "../../test/mail-headers";
import { quietHoursEnd } from "../preferences/policy";
import { MESSAGE_DIGEST_SHOWN, MESSAGE_EMAIL_DELAY_MS } from "./message-digest";
import { signUnsubscribe } from "./unsubscribe-token";

// Direct messages to a member without push (issue 25 item 14): one email per chat and unread
// stretch, half an hour after its first message, over real SMTP to a server on loopback. A worker
// of the test's own runs the queue at a chosen time, so half an hour passes without waiting.

const PUBLIC_URL = "http://meetup.test";
const PREFS = "/api/users/me/notification-preferences";
const MINUTE = 60_000;
const { t, mailbox } = deliveryAppForFile({ publicUrl: PUBLIC_URL }, { mail: true });

const to = (member: Member) => mailbox.to(member.email);

// Runs every job due at `at` (real time plus minutes, or a moment), as a worker would then.
async function runJobsAt(at: number | Date) {
  const now = typeof at === "number" ? new Date(Date.now() + at * MINUTE) : at;
  const worker = createWorker({
    db: t.database.db,
    handlers: handlersByKind(emailHandlersOf(t)),
    now: () => now,
  });
  while ((await worker.runOnce()) > 0);
}

const send = async (from: Member, recipient: Member, content: string) => {
  const res = await t.call("POST", `/api/message/send/${recipient.id}`, from, { content });
  expect(res.statusCode).toBe(200);
  return res.json().data as { _id: string; createdAt: string };
};
const digestJobs = (sender: Member, recipient: Member) =>
  t.database.db
    .select()
    .from(jobs)
    .where(like(jobs.dedupKey, `email:message:${sender.id}:${recipient.id}:%`));
const pair = async () => [await t.login(), await t.login()] as const;
const setPrefs = async (
  member: Member,
  change: (prefs: NotificationPreferences) => NotificationPreferences,
) => {
  const current: NotificationPreferences = await t.data("GET", PREFS, member);
  expect((await t.call("PUT", PREFS, member, change(current))).statusCode).toBe(200);
};
const unsubscribePath = (mail: ParsedMail) => {
  const url = unsubscribeLink(mail);
  return `${url.pathname}${url.search}`;
};

describe("the unread messages email", () => {
  it("sends one digest for a burst of three messages half an hour after the first, and not before", async () => {
    const [sender, recipient] = await pair();
    const first = await send(sender, recipient, "Are you coming to the trek?");
    await send(sender, recipient, "It starts at 6");
    await send(sender, recipient, "Bring water");

    const queued = await digestJobs(sender, recipient);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.runAt.getTime()).toBe(new Date(first.createdAt).getTime() + MESSAGE_EMAIL_DELAY_MS);

    await runJobsAt(29);
    expect(to(recipient)).toEqual([]);
    await runJobsAt(31);
    const mails = to(recipient);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe(EMAIL_MESSAGES.messageDigestSubject(sender.name, 3));
    expect(mail.subject).toBe(`3 new messages from ${sender.name}`);
    const lines = ["Are you coming to the trek?", "It starts at 6", "Bring water"].map(
      EMAIL_MESSAGES.messageDigestLine,
    );
    // Oldest first, under the sentence that says who wrote.
    expect(mail.text).toContain([EMAIL_MESSAGES.messageDigestIntro(sender.name, 3), "", ...lines].join("\n"));
    expect(mail.html).toContain(lines.join("<br>"));
    const reply = `${PUBLIC_URL}/chats/user/${sender.id}`;
    expect(mail.text).toContain(`${EMAIL_MESSAGES.messageDigestAction}: ${reply}`);
    expect(mail.html).toContain(`href="${reply}"`);
    expect(mail.text).toContain(EMAIL_MESSAGES.footerWhy.messages);

    // Its link names the messages emails.
    const page = await t.app.inject({ method: "GET", url: unsubscribePath(mail) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(EMAIL_MESSAGES.unsubscribeQuestion.messages);

    // A later message of the same unread stretch is told by that email already: no second one.
    await send(sender, recipient, "Hello?");
    expect(await digestJobs(sender, recipient)).toHaveLength(1);
    await runJobsAt(62);
    expect(to(recipient)).toHaveLength(1);
  });

  it("quotes five messages, each on one line and trimmed, and counts the rest", async () => {
    const [sender, recipient] = await pair();
    const long = `${"word ".repeat(60)}\n\nend`;
    await send(sender, recipient, long);
    for (let i = 2; i <= 7; i += 1) await send(sender, recipient, `Message ${i}`);
    await runJobsAt(31);
    const [mail] = to(recipient);
    expect(mail?.subject).toBe(EMAIL_MESSAGES.messageDigestSubject(sender.name, 7));
    const quoted = EMAIL_MESSAGES.messageDigestLine(long);
    expect(quoted).not.toContain("\n");
    expect(quoted.endsWith("…”")).toBe(true);
    expect(mail?.text).toContain(
      [
        quoted,
        "“Message 2”",
        "“Message 3”",
        "“Message 4”",
        "“Message 5”",
        EMAIL_MESSAGES.messageDigestMore(2),
      ].join("\n"),
    );
    expect(mail?.text).not.toContain("Message 6");
    expect(MESSAGE_DIGEST_SHOWN).toBe(5);
  });

  it("says a single message in the singular", async () => {
    const [sender, recipient] = await pair();
    await send(sender, recipient, "Hi!");
    await runJobsAt(31);
    expect(to(recipient).map((m) => m.subject)).toEqual([`New message from ${sender.name}`]);
  });

  it("sends nothing when the chat was read before the half hour, and a message after starts another", async () => {
    const [sender, recipient] = await pair();
    await send(sender, recipient, "Are you in?");
    await send(sender, recipient, "Let me know");
    expect((await t.call("POST", `/api/chat/read/user/${sender.id}`, recipient)).statusCode).toBe(200);
    await runJobsAt(31);
    expect(to(recipient)).toEqual([]);
    expect((await digestJobs(sender, recipient)).map((j) => j.state)).toEqual(["done"]);

    // Read, so the next message begins a new stretch with a job of its own.
    await send(sender, recipient, "Still on?");
    expect(await digestJobs(sender, recipient)).toHaveLength(2);
    await runJobsAt(31);
    expect(to(recipient).map((m) => m.subject)).toEqual([
      EMAIL_MESSAGES.messageDigestSubject(sender.name, 1),
    ]);
    expect(to(recipient)[0]!.text).toContain(EMAIL_MESSAGES.messageDigestLine("Still on?"));
    expect(to(recipient)[0]!.text).not.toContain("Are you in?");
  });

  it("counts a reply as reading: nothing is sent", async () => {
    const [sender, recipient] = await pair();
    await send(sender, recipient, "Lunch?");
    await send(recipient, sender, "Sure");
    await runJobsAt(31);
    expect(to(recipient)).toEqual([]);
  });

  it("sends nothing after the messages link unsubscribed, and queues nothing after", async () => {
    const [sender, recipient] = await pair();
    await send(sender, recipient, "One");
    const token = signUnsubscribe(t.app.deps.unsubscribeKey, { userId: recipient.id, category: "messages" });
    const click = await oneClickUnsubscribe(t.app, `/api/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(click.statusCode).toBe(200);
    expect(click.body).toContain(EMAIL_MESSAGES.unsubscribed.messages);
    const optOuts = await t.database.db
      .select({ category: emailOptOuts.category })
      .from(emailOptOuts)
      .where(eq(emailOptOuts.userId, recipient.id));
    expect(optOuts).toEqual([{ category: "messages" }]);
    // The screen shows messages' email off; the other kinds are untouched.
    const prefs = await t.data("GET", PREFS, recipient);
    expect(prefs.channels.messages).toEqual({ push: true, email: false });
    expect(prefs.channels.requests).toEqual({ push: true, email: true });

    await runJobsAt(31);
    expect(to(recipient)).toEqual([]);
    // A new stretch (after reading) queues no email at all.
    await t.call("POST", `/api/chat/read/user/${sender.id}`, recipient);
    await send(sender, recipient, "Two");
    expect(await digestJobs(sender, recipient)).toHaveLength(1);
  });

  it("sends nothing when messages' email was switched off after the job was queued", async () => {
    const [sender, recipient] = await pair();
    await send(sender, recipient, "Hello");
    await setPrefs(recipient, (p) => ({
      ...p,
      channels: { ...p.channels, messages: { push: true, email: false } },
    }));
    await runJobsAt(31);
    expect(to(recipient)).toEqual([]);
    expect((await digestJobs(sender, recipient)).map((j) => j.state)).toEqual(["done"]);
  });

  it("sends nothing from a member banned, or blocked, in the meantime", async () => {
    const [sender, recipient] = await pair();
    await send(sender, recipient, "Hey");
    await t.database.db.update(users).set({ isBanned: true }).where(eq(users.id, sender.id));
    const [other, blocked] = await pair();
    await send(other, blocked, "Hey there");
    expect((await t.call("POST", `/api/users/block/${other.id}`, blocked)).statusCode).toBe(200);
    await runJobsAt(31);
    expect(to(recipient)).toEqual([]);
    expect(to(blocked)).toEqual([]);
  });

  it("waits for the end of the recipient's quiet hours when the half hour falls in them", async () => {
    const [sender, recipient] = await pair();
    // Quiet from ten minutes from now until three hours from now, India time.
    const clock = (offsetMinutes: number) =>
      new Date(Date.now() + offsetMinutes * MINUTE + 330 * MINUTE).toISOString().slice(11, 16);
    const quietHours = { enabled: true, start: clock(10), end: clock(180) };
    await setPrefs(recipient, (p) => ({ ...p, quietHours }));
    const sent = await send(sender, recipient, "Good night");
    const due = new Date(new Date(sent.createdAt).getTime() + MESSAGE_EMAIL_DELAY_MS);
    const end = quietHoursEnd(due, quietHours)!;
    expect(end.getTime()).toBeGreaterThan(due.getTime());
    const [job] = await digestJobs(sender, recipient);
    expect(job!.runAt).toEqual(end);

    await runJobsAt(31);
    expect(to(recipient)).toEqual([]);
    await runJobsAt(end);
    expect(to(recipient).map((m) => m.subject)).toEqual([
      EMAIL_MESSAGES.messageDigestSubject(sender.name, 1),
    ]);
  });

  it("sends nothing when the stretch's first message is gone", async () => {
    const [sender, recipient] = await pair();
    const sent = await send(sender, recipient, "Soon gone");
    await t.database.db.delete(messages).where(eq(messages.id, sent._id));
    await runJobsAt(31);
    expect(to(recipient)).toEqual([]);
  });
});
