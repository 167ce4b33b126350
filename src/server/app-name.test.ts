import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_APP_NAME } from "../shared/app-name";
import { loadConfig } from "./config";
import { welcomeEmailJob } from "./features/email/service";
import { enqueue } from "./platform/jobs/queue";
import { buildTestApp, type TestApp } from "./test/app";
import { createEvent } from "./test/factories";
import { type PushService, startPushService } from "./test/push-service";
import { type Mailbox, startMailbox } from "./test/smtp";

// The app's name comes from one place (issue 41 item 7): APP_NAME, "Saath" when unset. Emails,
// pushes and share cards carry whichever name the server was started with.

describe("APP_NAME in the config", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "app-name-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is Saath by default, and when set blank", () => {
    expect(DEFAULT_APP_NAME).toBe("Saath");
    expect(loadConfig({ DATA_DIR: dir }).appName).toBe("Saath");
    expect(loadConfig({ DATA_DIR: dir, APP_NAME: "  " }).appName).toBe("Saath");
    expect(loadConfig({ DATA_DIR: dir }).mailFrom).toBe("Saath <no-reply@app.invalid>");
  });

  it("takes the name it is given, and signs emails with it unless MAIL_FROM says otherwise", () => {
    const config = loadConfig({ DATA_DIR: dir, APP_NAME: " Sangam " });
    expect(config.appName).toBe("Sangam");
    expect(config.mailFrom).toBe("Sangam <no-reply@app.invalid>");
    expect(
      loadConfig({ DATA_DIR: dir, APP_NAME: "Sangam", MAIL_FROM: "Team <hi@example.in>" }).mailFrom,
    ).toBe("Team <hi@example.in>");
  });
});

const webDir = mkdtempSync(path.join(os.tmpdir(), "app-name-web-"));
writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>app</title><div id=root></div>");
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

for (const [configured, expected] of [
  [undefined, "Saath"],
  ["Sangam", "Sangam"],
] as const) {
  describe(`the server's own words with APP_NAME ${configured ?? "unset"}`, () => {
    let t: TestApp;
    let mailbox: Mailbox;
    let pushes: PushService;
    beforeAll(async () => {
      mailbox = await startMailbox();
      t = await buildTestApp({
        smtpUrl: mailbox.url,
        webDir,
        ...(configured ? { appName: configured } : {}),
      });
      pushes = await startPushService({ vapidPublicKey: t.config.vapid.publicKey });
    });
    afterAll(async () => {
      await t?.close();
      await mailbox?.close();
      await pushes?.close();
      // Files share their worker's modules: the next app built carries its own name again.
      await (await buildTestApp()).close();
    });

    it("welcomes a member to it and signs off with it, in English and in Hindi", async () => {
      const english = await t.login();
      const hindi = await t.login({ overrides: { language: "hi" } });
      for (const member of [english, hindi]) await enqueue(t.database.db, welcomeEmailJob(member.id));
      await t.app.deps.jobs.runOnce();
      const [welcome] = mailbox.to(english.email);
      expect(welcome?.subject).toBe(`Welcome to ${expected}`);
      expect(welcome?.text).toContain(`the ${expected} team`);
      expect(welcome?.text).toContain(`You get this email because you joined ${expected}.`);
      expect(welcome?.text).not.toContain("Meetup");
      const [swagat] = mailbox.to(hindi.email);
      expect(swagat?.subject).toBe(`${expected} में आपका स्वागत है`);
      expect(swagat?.text).toContain(`${expected} टीम`);
    });

    it("titles a push with it", async () => {
      const host = await t.login();
      const device = pushes.device();
      expect((await t.call("POST", "/api/push/subscriptions", host, device.subscription)).statusCode).toBe(
        200,
      );
      const event = await createEvent(t.database.db, { createdBy: host.id });
      expect((await t.call("POST", `/api/events/${event.id}/join`, await t.login())).statusCode).toBe(200);
      await t.app.deps.jobs.runOnce();
      const payloads = pushes.delivered.filter((d) => d.deviceId === device.id).map((d) => d.payload);
      expect(payloads).toMatchObject([{ title: expected }]);
    });

    it("names the card of a shared link after it", async () => {
      const res = await t.app.inject({ method: "GET", url: "/event/not-an-id" });
      expect(res.body).toContain(`<meta property="og:site_name" content="${expected}" />`);
      expect(res.body).toContain(`<title>${expected} — Place worth Going, place worth Knowing</title>`);
    });
  });
}
