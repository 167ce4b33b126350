import { eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { NOTIFICATION_MESSAGES, PUSH_MESSAGES } from "../../../shared/texts";
import { jobs, pushSubscriptions } from "../../db/schema";
import { buildTestApp, type Member } from "../../test/app";
import { deliveryAppForFile } from "../../test/delivery-app";
import { createEvent } from "../../test/factories";
import { connectSocket } from "../../test/ws-client";
import { emailMessages } from "../email/jobs";
import { MAX_DEVICES_PER_MEMBER } from "./policy";

// Web push end to end: members subscribe through the API with keys a browser would make, the
// outbox queues pushes, and the worker's messages reach a push service on loopback that checks the
// VAPID JWT and decrypts each payload with the device's own keys.

const { t, push: service } = deliveryAppForFile({}, { push: true });
let base: string;
beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});

const runJobs = () => t.app.deps.jobs.runOnce();
const subscribeDevice = async (who: Member) => {
  const device = service.device();
  const res = await t.call("POST", "/api/push/subscriptions", who, device.subscription);
  expect(res.statusCode).toBe(200);
  return device;
};
const deliveredTo = (deviceId: string) => service.delivered.filter((d) => d.deviceId === deviceId);
const subscriptionRows = (userId: string) =>
  t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
const jobsLike = (pattern: string) => t.database.db.select().from(jobs).where(like(jobs.dedupKey, pattern));

describe("push subscriptions", () => {
  it("answers the server's public key to anyone", async () => {
    const res = await t.call("GET", "/api/push/key");
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ publicKey: t.config.vapid.publicKey });
  });

  it("refuses anonymous callers and malformed or foreign subscriptions", async () => {
    const member = await t.login();
    const good = service.device().subscription;
    expect((await t.call("POST", "/api/push/subscriptions", undefined, good)).statusCode).toBe(401);
    expect((await t.call("DELETE", "/api/push/subscriptions", undefined, good)).statusCode).toBe(401);
    for (const body of [
      {},
      { endpoint: good.endpoint },
      { endpoint: "not a url", keys: good.keys },
      { endpoint: good.endpoint, keys: { p256dh: "short", auth: good.keys.auth } },
      { endpoint: good.endpoint, keys: { p256dh: good.keys.p256dh, auth: "<script>" } },
    ])
      expect((await t.call("POST", "/api/push/subscriptions", member, body)).statusCode).toBe(400);
    // Addresses the server must never be made to call (policy.ts).
    for (const endpoint of [
      "http://10.0.0.1:8080/admin",
      "https://169.254.169.254/latest",
      "https://evil.test/p",
    ]) {
      const res = await t.call("POST", "/api/push/subscriptions", member, { endpoint, keys: good.keys });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PUSH_MESSAGES.endpointRefused);
    }
    expect(await subscriptionRows(member.id)).toEqual([]);
  });

  it("keeps one row per endpoint, several devices per member, and only the owner removes one", async () => {
    const member = await t.login();
    const phone = await subscribeDevice(member);
    // The same browser again (a reload): still one row.
    await t.call("POST", "/api/push/subscriptions", member, phone.subscription);
    const laptop = await subscribeDevice(member);
    expect((await subscriptionRows(member.id)).map((r) => r.endpoint).sort()).toEqual(
      [phone.subscription.endpoint, laptop.subscription.endpoint].sort(),
    );

    const other = await t.login();
    const theirs = { endpoint: phone.subscription.endpoint };
    const refused = await t.call("DELETE", "/api/push/subscriptions", other, theirs);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(PUSH_MESSAGES.subscriptionNotFound);
    expect(await subscriptionRows(member.id)).toHaveLength(2);

    const removed = await t.call("DELETE", "/api/push/subscriptions", member, theirs);
    expect(removed.statusCode).toBe(200);
    expect((await subscriptionRows(member.id)).map((r) => r.endpoint)).toEqual([
      laptop.subscription.endpoint,
    ]);
  });

  it("keeps a member's ten latest devices: an eleventh drops the one subscribed longest ago", async () => {
    const member = await t.login();
    const devices = [];
    for (let i = 0; i < MAX_DEVICES_PER_MEMBER + 1; i += 1) devices.push(await subscribeDevice(member));
    const kept = (await subscriptionRows(member.id)).map((r) => r.endpoint).sort();
    expect(kept).toEqual(
      devices
        .slice(1)
        .map((d) => d.subscription.endpoint)
        .sort(),
    );
  });

  it("keeps ten devices when twenty subscribe at once", async () => {
    const member = await t.login();
    const devices = Array.from({ length: 20 }, () => service.device());
    const answers = await Promise.all(
      devices.map((d) => t.call("POST", "/api/push/subscriptions", member, d.subscription)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    expect(await subscriptionRows(member.id)).toHaveLength(MAX_DEVICES_PER_MEMBER);
  });
});

describe("push delivery", () => {
  it("pushes a join request to every device of the host, encrypted and signed, instead of an email", async () => {
    const host = await t.login();
    const [phone, laptop] = [await subscribeDevice(host), await subscribeDevice(host)];
    const seeker = await t.login();
    const event = await createEvent(t.database.db, { createdBy: host.id });
    expect((await t.call("POST", `/api/events/${event.id}/join`, seeker)).statusCode).toBe(200);
    await runJobs();

    const expected = {
      title: PUSH_MESSAGES.title,
      body: NOTIFICATION_MESSAGES.request_received(seeker.name, event.name),
      url: `/request/${event.id}/${seeker.id}`,
      tag: `/request/${event.id}/${seeker.id}`,
    };
    for (const device of [phone, laptop]) {
      const [delivery] = deliveredTo(device.id);
      expect(delivery?.payload).toEqual(expected);
      expect(delivery?.vapid).toMatchObject({ aud: service.origin, sub: t.config.vapid.subject });
      expect(delivery?.ttl).toBe(24 * 60 * 60);
      expect(delivery?.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    }
    expect(service.refused).toEqual([]);
    // Push on, so no email for this member.
    expect(await jobsLike(`email:request_received:%:${host.id}`)).toEqual([]);
    expect((await jobsLike(`push:request_received:%:${host.id}`)).map((j) => j.state)).toEqual(["done"]);
  });

  it("pushes the seeker's answer, and emails members without push", async () => {
    const host = await t.login();
    const seeker = await t.login();
    const phone = await subscribeDevice(seeker);
    const event = await createEvent(t.database.db, { createdBy: host.id });
    await t.call("POST", `/api/events/${event.id}/join`, seeker);
    const answer = await t.call("POST", `/api/events/${event.id}/request/${seeker.id}/approve`, host);
    expect(answer.statusCode).toBe(200);
    await runJobs();
    expect(deliveredTo(phone.id).map((d) => d.payload)).toEqual([
      {
        title: PUSH_MESSAGES.title,
        body: NOTIFICATION_MESSAGES.request_accepted(event.name),
        url: `/listing/upcoming/detail/${event.id}`,
        tag: `/listing/upcoming/detail/${event.id}`,
      },
    ]);
    // The host has no device: their request went by email.
    expect((await jobsLike(`email:request_received:%:${host.id}`)).map((j) => j.state)).toEqual(["done"]);
  });

  it("removes a subscription the push service says is gone (410), and emails instead when none is left", async () => {
    const host = await t.login();
    const phone = await subscribeDevice(host);
    phone.answer(410);
    const event = await createEvent(t.database.db, { createdBy: host.id });
    await t.call("POST", `/api/events/${event.id}/join`, await t.login());
    await runJobs();
    expect(deliveredTo(phone.id)).toEqual([]);
    expect(await subscriptionRows(host.id)).toEqual([]);
    await runJobs();
    expect((await jobsLike(`email:request_received:%:${host.id}`)).map((j) => j.state)).toEqual(["done"]);

    // A 404 is as final as a 410.
    const laptop = await subscribeDevice(host);
    laptop.answer(404);
    await t.call("POST", `/api/events/${event.id}/join`, await t.login());
    await runJobs();
    expect(await subscriptionRows(host.id)).toEqual([]);
  });

  // Issue 25 item 8: with NODE_ENV unset, a member could name any local port and path.
  it("posts to a loopback push service only when the server is told so, and forgets such a device otherwise", async () => {
    const strict = await buildTestApp({ pushLoopback: false });
    try {
      const host = await strict.login();
      const phone = service.device();
      const refused = await strict.call("POST", "/api/push/subscriptions", host, phone.subscription);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(PUSH_MESSAGES.endpointRefused);
      // A subscription made before the rule tightened is never posted to: it is removed.
      await strict.database.db.insert(pushSubscriptions).values({
        userId: host.id,
        endpoint: phone.subscription.endpoint,
        p256dh: phone.subscription.keys.p256dh,
        auth: phone.subscription.keys.auth,
      });
      const event = await createEvent(strict.database.db, { createdBy: host.id });
      await strict.call("POST", `/api/events/${event.id}/join`, await strict.login());
      await strict.app.deps.jobs.runOnce();
      expect(deliveredTo(phone.id)).toEqual([]);
      expect(
        await strict.database.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, host.id)),
      ).toEqual([]);
    } finally {
      await strict.close();
    }
  });

  it("retries with the queue's backoff when the push service fails for now", async () => {
    const host = await t.login();
    const phone = await subscribeDevice(host);
    phone.answer(503);
    const event = await createEvent(t.database.db, { createdBy: host.id });
    await t.call("POST", `/api/events/${event.id}/join`, await t.login());
    await runJobs();
    const [job] = await jobsLike(`push:request_received:%:${host.id}`);
    expect(job).toMatchObject({ state: "pending", attempts: 1 });
    expect(job!.lastError).toContain("503");
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());
    // The subscription stays: the device is not gone.
    expect(await subscriptionRows(host.id)).toHaveLength(1);
    expect(deliveredTo(phone.id)).toEqual([]);
  });

  it("pushes a direct message to a recipient with no open socket, once per conversation per 10 minutes", async () => {
    const [sender, recipient] = [await t.login(), await t.login()];
    const phone = await subscribeDevice(recipient);
    for (const content of ["Are you coming to the trek?", "It starts at 6"]) {
      const res = await t.call("POST", `/api/message/send/${recipient.id}`, sender, { content });
      expect(res.statusCode).toBe(200);
    }
    await runJobs();
    expect(deliveredTo(phone.id).map((d) => d.payload)).toEqual([
      {
        title: PUSH_MESSAGES.directMessageTitle(sender.name),
        body: "Are you coming to the trek?",
        url: `/chats/user/${sender.id}`,
        tag: `/chats/user/${sender.id}`,
      },
    ]);
    expect(await jobsLike(`push:message:${sender.id}:${recipient.id}:%`)).toHaveLength(1);
    // Pushed, so no email of the chat's unread messages either.
    expect(await jobsLike(`email:message:${sender.id}:${recipient.id}:%`)).toEqual([]);
  });

  it("queues the chat's email instead when the recipient's only device is gone (410)", async () => {
    const [sender, recipient] = [await t.login(), await t.login()];
    const phone = await subscribeDevice(recipient);
    phone.answer(410);
    const res = await t.call("POST", `/api/message/send/${recipient.id}`, sender, { content: "Hi!" });
    expect(res.statusCode).toBe(200);
    expect(await jobsLike(`email:message:${sender.id}:${recipient.id}:%`)).toEqual([]);
    await runJobs();
    expect(await subscriptionRows(recipient.id)).toEqual([]);
    const [email] = await jobsLike(`email:message:${sender.id}:${recipient.id}:%`);
    expect(email).toMatchObject({ kind: emailMessages.kind, state: "pending" });
    expect(email!.runAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("does not push a direct message to a recipient who has the app open", async () => {
    const [sender, recipient] = [await t.login(), await t.login()];
    const phone = await subscribeDevice(recipient);
    const socket = await connectSocket(base, recipient.token);
    const res = await t.call("POST", `/api/message/send/${recipient.id}`, sender, { content: "Hi!" });
    expect(res.statusCode).toBe(200);
    await socket.next("direct-message");
    await runJobs();
    expect(deliveredTo(phone.id)).toEqual([]);
    expect(await jobsLike(`push:message:${sender.id}:${recipient.id}:%`)).toEqual([]);
    socket.close();
  });
});
