import { describe, expect, it } from "vitest";
import { DEFAULT_APP_NAME } from "../../../shared/app-name";
import { NOTIFICATION_MESSAGES, PUSH_MESSAGES } from "../../../shared/texts";
import type { Member } from "../../test/app";
import { deliveryAppForFile } from "../../test/delivery-app";
import { createEvent } from "../../test/factories";

// Web pushes in the member's language (ADR 0055), through the loopback push service that checks
// the VAPID JWT and decrypts each payload with the device's own keys.

const { t, push: service } = deliveryAppForFile({}, { push: true });

const runJobs = () => t.app.deps.jobs.runOnce();
const subscribeDevice = async (who: Member) => {
  const device = service.device();
  expect((await t.call("POST", "/api/push/subscriptions", who, device.subscription)).statusCode).toBe(200);
  return device;
};
const payloadsTo = (deviceId: string) =>
  service.delivered.filter((d) => d.deviceId === deviceId).map((d) => d.payload);

describe("pushes in the member's language", () => {
  it("tells a Hindi host of a join request in Hindi, an English host in English", async () => {
    const [hindiHost, englishHost] = [await t.login({ overrides: { language: "hi" } }), await t.login()];
    const [hindiPhone, englishPhone] = [await subscribeDevice(hindiHost), await subscribeDevice(englishHost)];
    const seeker = await t.login();
    const events = [
      await createEvent(t.database.db, { createdBy: hindiHost.id }),
      await createEvent(t.database.db, { createdBy: englishHost.id }),
    ];
    for (const event of events)
      expect((await t.call("POST", `/api/events/${event.id}/join`, seeker)).statusCode).toBe(200);
    await runJobs();

    expect(payloadsTo(hindiPhone.id)).toMatchObject([
      { title: DEFAULT_APP_NAME, body: `${seeker.name} ने ${events[0]!.name} में शामिल होने का अनुरोध किया है` },
    ]);
    expect(payloadsTo(englishPhone.id)).toMatchObject([
      { title: DEFAULT_APP_NAME, body: NOTIFICATION_MESSAGES.request_received(seeker.name, events[1]!.name) },
    ]);
  });

  it("titles a direct message in Hindi for a Hindi member, and follows a switch to English", async () => {
    const [sender, recipient] = [await t.login(), await t.login({ overrides: { language: "hi" } })];
    const phone = await subscribeDevice(recipient);
    const first = await t.call("POST", `/api/message/send/${recipient.id}`, sender, { content: "चलें?" });
    expect(first.statusCode).toBe(200);
    await runJobs();
    expect(payloadsTo(phone.id)).toMatchObject([{ title: `${sender.name} का मैसेज`, body: "चलें?" }]);

    // The next push, from another sender (one push per chat per ten minutes), is in English.
    expect((await t.call("PUT", "/api/users/me/language", recipient, { language: "en" })).statusCode).toBe(
      200,
    );
    const other = await t.login();
    await t.call("POST", `/api/message/send/${recipient.id}`, other, { content: "Coming?" });
    await runJobs();
    expect(payloadsTo(phone.id).at(-1)).toMatchObject({
      title: PUSH_MESSAGES.directMessageTitle(other.name),
      body: "Coming?",
    });
  });

  it("tells a Hindi seeker that the host said yes, in Hindi", async () => {
    const host = await t.login();
    const seeker = await t.login({ overrides: { language: "hi" } });
    const phone = await subscribeDevice(seeker);
    const event = await createEvent(t.database.db, { createdBy: host.id });
    expect((await t.call("POST", `/api/events/${event.id}/join`, seeker)).statusCode).toBe(200);
    const answer = await t.call("POST", `/api/events/${event.id}/request/${seeker.id}/approve`, host);
    expect(answer.statusCode).toBe(200);
    await runJobs();
    expect(payloadsTo(phone.id)).toMatchObject([
      { title: DEFAULT_APP_NAME, body: `आप शामिल हैं! ${event.name} में शामिल होने का आपका अनुरोध मंज़ूर हो गया` },
    ]);
  });
});
