import { describe, expect, it } from "vitest";
import { DEFAULT_APP_NAME } from "../../../shared/app-name";
import { EMAIL_MESSAGES, NOTIFICATION_MESSAGES } from "../../../shared/texts";
import { handlersByKind } from "../../platform/jobs/define-job";
import { enqueue } from "../../platform/jobs/queue";
import { createWorker } from "../../platform/jobs/worker";
import type { Member } from "../../test/app";
import { deliveryAppForFile } from "../../test/delivery-app";
import { emailHandlersOf } from "../../test/email-handlers";
import { createEvent } from "../../test/factories";
import { welcomeEmailJob } from "./service";

// Every email is written in its member's language when it is sent (ADR 0055): over real SMTP to a
// server on loopback, a Hindi member reads Hindi (subject, greeting, body, button, sign-off, footer
// and the unsubscribe page), an English member the English words of before.

const PUBLIC_URL = "http://meetup.test";
const { t, mailbox } = deliveryAppForFile({ publicUrl: PUBLIC_URL }, { mail: true });

const runJobs = () => t.app.deps.jobs.runOnce();
const speak = async (member: Member, language: "en" | "hi") =>
  expect((await t.call("PUT", "/api/users/me/language", member, { language })).statusCode).toBe(200);
const askToJoin = async (host: Member) => {
  const seeker = await t.login();
  const event = await createEvent(t.database.db, { createdBy: host.id });
  expect((await t.call("POST", `/api/events/${event.id}/join`, seeker)).statusCode).toBe(200);
  await runJobs();
  return { seeker, event };
};

describe("emails in the member's language", () => {
  it("tells a Hindi host of a join request in Hindi, from subject to footer", async () => {
    const host = await t.login();
    await speak(host, "hi");
    const { seeker, event } = await askToJoin(host);
    const [mail] = mailbox.to(host.email);
    const line = `${seeker.name} ने ${event.name} में शामिल होने का अनुरोध किया है`;
    expect(mail?.subject).toBe(line);
    expect(mail?.text).toContain(`नमस्ते ${host.name},`);
    expect(mail?.text).toContain(line);
    expect(mail?.text).toContain(`${DEFAULT_APP_NAME} में खोलें: ${PUBLIC_URL}/request/${event.id}/${seeker.id}`);
    expect(mail?.text).toContain(`फिर मिलेंगे,\n${DEFAULT_APP_NAME} टीम`);
    expect(mail?.text).toContain(
      "आपको यह ईमेल इसलिए मिला है क्योंकि आपने किसी अनुभव में शामिल होने का अनुरोध किया है या आप कोई अनुभव होस्ट कर रहे हैं।",
    );
    expect(mail?.text).toContain("अनसब्सक्राइब करें: ");
    expect(mail?.html).toContain('<html lang="hi-IN">');
    expect(mail?.text).not.toContain(EMAIL_MESSAGES.greeting(host.name));
    expect(mail?.text).not.toContain(EMAIL_MESSAGES.signOff);

    // The link opens the unsubscribe page in Hindi too.
    const link = new URL(mail!.text!.match(/अनसब्सक्राइब करें: (\S+)/)![1]!);
    const page = await t.app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="hi-IN">');
    expect(page.body).toContain("शामिल होने के अनुरोधों वाले ईमेल बंद करें?");
  });

  it("tells an English host in the English of before", async () => {
    const host = await t.login();
    const { seeker, event } = await askToJoin(host);
    const [mail] = mailbox.to(host.email);
    const line = NOTIFICATION_MESSAGES.request_received(seeker.name, event.name);
    expect(mail?.subject).toBe(line);
    expect(mail?.text).toContain(EMAIL_MESSAGES.greeting(host.name));
    expect(mail?.text).toContain(`${EMAIL_MESSAGES.notificationAction}: ${PUBLIC_URL}/request/`);
    expect(mail?.text).toContain(EMAIL_MESSAGES.signOff);
    expect(mail?.text).toContain(EMAIL_MESSAGES.footerWhy.requests);
    expect(mail?.html).toContain('<html lang="en-IN">');
  });

  it("welcomes a Hindi member in Hindi", async () => {
    const member = await t.login({ overrides: { language: "hi" } });
    await enqueue(t.database.db, welcomeEmailJob(member.id));
    await runJobs();
    const [welcome] = mailbox.to(member.email);
    expect(welcome?.subject).toBe(`${DEFAULT_APP_NAME} में आपका स्वागत है`);
    expect(welcome?.text).toContain(
      "आपकी प्रोफ़ाइल तैयार है। अपने आस-पास के अनुभव देखिए, जो पसंद आएँ उनमें शामिल होने का अनुरोध भेजिए, या अपना खुद का अनुभव होस्ट कीजिए।",
    );
    expect(welcome?.text).toContain(`कोई अनुभव खोजें: ${PUBLIC_URL}/events`);
    expect(welcome?.text).toContain(`आपको यह ईमेल इसलिए मिला है क्योंकि आप ${DEFAULT_APP_NAME} से जुड़े हैं।`);
  });

  it("writes the next email in the language the member switched to", async () => {
    const host = await t.login();
    await speak(host, "hi");
    await askToJoin(host);
    await speak(host, "en");
    const { seeker, event } = await askToJoin(host);
    const [first, second] = mailbox.to(host.email);
    expect(first?.subject).toMatch(/में शामिल होने का अनुरोध किया है$/);
    expect(second?.subject).toBe(NOTIFICATION_MESSAGES.request_received(seeker.name, event.name));
    expect(second?.text).toContain(EMAIL_MESSAGES.greeting(host.name));
  });

  it("writes the digest of unread messages in Hindi, its count by Hindi's plural", async () => {
    const [sender, recipient] = [await t.login(), await t.login({ overrides: { language: "hi" } })];
    for (const content of ["कल चलें?", "6 बजे मिलते हैं"]) {
      const res = await t.call("POST", `/api/message/send/${recipient.id}`, sender, { content });
      expect(res.statusCode).toBe(200);
    }
    // The digest waits half an hour for the first unread message: a worker 31 minutes on sends it.
    const worker = createWorker({
      db: t.database.db,
      handlers: handlersByKind(emailHandlersOf(t)),
      now: () => new Date(Date.now() + 31 * 60_000),
    });
    while ((await worker.runOnce()) > 0);
    const [digest] = mailbox.to(recipient.email);
    expect(digest?.subject).toBe(`${sender.name} के 2 नए मैसेज`);
    expect(digest?.text).toContain(`${sender.name} ने आपको 2 मैसेज भेजे हैं:`);
    expect(digest?.text).toContain("“कल चलें?”");
    expect(digest?.text).toContain(`जवाब दें: ${PUBLIC_URL}/chats/user/${sender.id}`);
  });
});
