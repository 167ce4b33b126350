import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { todayInIndia } from "../../../shared/event-rules";
import { events, jobs, notifications } from "../../db/schema";
import { handlersByKind } from "../../platform/jobs/define-job";
import { createWorker } from "../../platform/jobs/worker";
import type { Member } from "../../test/app";
import { deliveryAppForFile } from "../../test/delivery-app";
import { createEvent } from "../../test/factories";
import { heldDeliveryJobHandlers } from "./held-service";
import { deliveryHeld } from "./jobs";

// Issue 25 item 10: what quiet hours held is sent when they end, re-read against the state of then
// (a superseded notice is dropped), in the order it happened, grouped by what it concerns; once,
// however often the morning's job runs. Members keep the product's default quiet hours
// (22:00-08:00 India time); the clock of the requests is faked, the worker's is its own.

const PUBLIC_URL = "http://meetup.test";
const { t, mailbox, push } = deliveryAppForFile(
  { publicUrl: PUBLIC_URL, defaultQuietHours: true },
  { mail: true, push: true },
);
afterEach(() => {
  vi.useRealTimers();
});

const ist = (iso: string) => new Date(`${iso}+05:30`);
// 23:00 in India tonight, and the 08:00 after it when the quiet hours end.
const night = ist(`${todayInIndia()}T23:00:00`);
const morning = new Date(night.getTime() + 9 * 3600_000);
const at = (minutesAfter11pm: number) =>
  vi.setSystemTime(new Date(night.getTime() + minutesAfter11pm * 60_000));

function worker(clock: Date) {
  const { mailer, unsubscribeKey: key } = t.app.deps;
  return createWorker({
    db: t.database.db,
    now: () => clock,
    handlers: handlersByKind(
      heldDeliveryJobHandlers({
        push: { db: t.database.db, vapid: t.config.vapid, loopback: true },
        email: {
          db: t.database.db,
          mailer,
          key,
          publicUrl: PUBLIC_URL,
          quietByDefault: t.config.defaultQuietHours,
        },
        now: () => clock,
      }),
    ),
  });
}
async function runMorning() {
  const w = worker(morning);
  while ((await w.runOnce()) > 0);
}

const mailsTo = (member: Member) => mailbox.to(member.email);

async function withDevice(member: Member) {
  const device = push.device();
  const res = await t.call("POST", "/api/push/subscriptions", member, device.subscription);
  expect(res.statusCode).toBe(200);
  return () => push.delivered.filter((d) => d.deviceId === device.id).map((d) => d.payload);
}

describe("deliveries quiet hours held", () => {
  it('drop what was superseded overnight: no "You\'re in!" after the cancellation, no "listed" for a closed listing', async () => {
    const host = await t.login();
    const seeker = await t.login();
    const event = await createEvent(t.database.db, { createdBy: host.id });
    vi.useFakeTimers({ toFake: ["Date"] });
    at(-600); // 13:00: asked in the day (the host's notice is not held).
    expect((await t.call("POST", `/api/events/${event.id}/join`, seeker)).statusCode).toBe(200);
    at(0);
    expect(
      (await t.call("POST", `/api/events/${event.id}/request/${seeker.id}/approve`, host)).statusCode,
    ).toBe(200);
    at(30);
    expect((await t.call("PATCH", `/api/events/${event.id}/cancel`, host)).statusCode).toBe(200);
    vi.useRealTimers();

    // Held, not sent: one morning delivery for the seeker.
    const held = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupKey, `delivery:held:${seeker.id}:${morning.getTime()}`));
    expect(held).toHaveLength(1);
    expect(held[0]!.runAt).toEqual(morning);
    await worker(new Date(morning.getTime() - 60_000)).runOnce();
    expect(mailsTo(seeker)).toHaveLength(0);

    await runMorning();
    const mails = mailsTo(seeker);
    expect(mails.map((m) => m.subject)).toEqual([`${event.name} has been cancelled by its host`]);
    expect(mails[0]!.text).not.toContain("You're in!");
    // The bell keeps both: it is the history of what happened.
    const bell = await t.data("GET", "/api/notifications", seeker);
    expect(bell.items.map((i: { kind: string }) => i.kind)).toEqual(
      expect.arrayContaining(["request_accepted", "event_cancelled"]),
    );
  });

  it("tell a host nothing of an approval for a listing closed before the morning", async () => {
    const admin = await t.login({ role: "admin" });
    const host = await t.login();
    const event = await createEvent(t.database.db, { createdBy: host.id, status: "pending" });
    vi.useFakeTimers({ toFake: ["Date"] });
    at(10);
    expect((await t.call("PATCH", `/api/admin/events/${event.id}/approve`, admin)).statusCode).toBe(200);
    at(40);
    expect((await t.call("PATCH", `/api/events/${event.id}/cancel`, host)).statusCode).toBe(200);
    vi.useRealTimers();
    await runMorning();
    expect(mailsTo(host).map((m) => m.subject)).not.toContain(`${event.name} is approved and now listed`);
    const [row] = await t.database.db.select().from(events).where(eq(events.id, event.id));
    expect(row!.eventStatus).toBe("cancelled");
  });

  it("send the night in the order it happened, one push per experience, once", async () => {
    const host = await t.login();
    const pushed = await withDevice(host);
    const [a, b, c] = [await t.login(), await t.login(), await t.login()];
    const first = await createEvent(t.database.db, {
      createdBy: host.id,
      name: "Sunrise trek to Nandi Hills",
    });
    const second = await createEvent(t.database.db, { createdBy: host.id, name: "Old Delhi food walk" });
    vi.useFakeTimers({ toFake: ["Date"] });
    at(5);
    await t.call("POST", `/api/events/${first.id}/join`, a);
    at(15);
    await t.call("POST", `/api/events/${second.id}/join`, c);
    at(25);
    await t.call("POST", `/api/events/${first.id}/join`, b);
    vi.useRealTimers();

    await runMorning();
    expect(pushed()).toEqual([
      {
        title: "2 updates about Sunrise trek to Nandi Hills",
        body: `${a.name} asked to join Sunrise trek to Nandi Hills\n${b.name} asked to join Sunrise trek to Nandi Hills`,
        url: `/request/${first.id}/${b.id}`,
        tag: `/request/${first.id}/${b.id}`,
      },
      expect.objectContaining({ body: `${c.name} asked to join Old Delhi food walk` }),
    ]);

    // A second run of the morning's job (a retry, another instance) sends nothing again.
    await t.database.db
      .update(jobs)
      .set({ state: "pending" })
      .where(eq(jobs.dedupKey, `delivery:held:${host.id}:${morning.getTime()}`));
    await runMorning();
    expect(pushed()).toHaveLength(2);
    const stillHeld = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, host.id));
    expect(stillHeld.every((n) => n.heldUntil === null)).toBe(true);
  });

  it("queue nothing held for a member who turned both channels off", async () => {
    const host = await t.login();
    const seeker = await t.login();
    const off = { push: false, email: false };
    await t.call("PUT", "/api/users/me/notification-preferences", host, {
      channels: { requests: off, messages: off, reminders: off, eventUpdates: off },
      quietHours: { enabled: true, start: "22:00", end: "08:00" },
    });
    const event = await createEvent(t.database.db, { createdBy: host.id });
    vi.useFakeTimers({ toFake: ["Date"] });
    at(5);
    await t.call("POST", `/api/events/${event.id}/join`, seeker);
    vi.useRealTimers();
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.kind, deliveryHeld.kind));
    expect(queued.filter((j) => j.dedupKey.includes(host.id))).toEqual([]);
  });
});
