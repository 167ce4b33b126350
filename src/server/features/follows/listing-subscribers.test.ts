import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { EMAIL_MESSAGES, NOTIFICATION_HEADLINES, NOTIFICATION_MESSAGES } from "../../../shared/texts";
import { blocks, type events, jobs, notifications, users } from "../../db/schema";
import { handlersByKind } from "../../platform/jobs/define-job";
import { createWorker } from "../../platform/jobs/worker";
import type { Member } from "../../test/app";
import { deliveryAppForFile } from "../../test/delivery-app";
import { createEvent } from "../../test/factories";
import { indiaStartLabel } from "../inbox/presenter";

// Issue 27 item 7, end to end: an admin approves a listing, listing.approved reaches the follows
// feature's subscriber, and each follower of its host who may see it gets a host_listed
// notification (once, however often the event is delivered), its push or its email (over real
// SMTP on loopback, and a push service on loopback that decrypts what it is sent).

const PUBLIC_URL = "http://meetup.test";
const {
  t,
  mailbox,
  push: pushService,
} = deliveryAppForFile({ publicUrl: PUBLIC_URL }, { mail: true, push: true });

const db = () => t.database.db;
// Every job due, however many earlier tests left (40 followers' emails among them).
const runJobs = async () => {
  while ((await t.app.deps.jobs.runOnce()) > 0);
};

async function follow(host: Member, ...followers: Member[]) {
  for (const follower of followers)
    expect((await t.call("PUT", `/api/users/${host.id}/follow`, follower)).statusCode).toBe(200);
}

/** `host` lists an experience and the admin approves it; answers the listing. */
async function approvedListing(host: Member, overrides: Partial<typeof events.$inferInsert> = {}) {
  const admin = await t.login({ role: "admin" });
  const event = await createEvent(db(), { createdBy: host.id, status: "pending", ...overrides });
  expect((await t.call("PATCH", `/api/admin/events/${event.id}/approve`, admin)).statusCode).toBe(200);
  return event;
}

/** The host_listed notifications about `eventId`, by member. */
const toldOf = async (eventId: string) =>
  (
    await db()
      .select({ userId: notifications.userId, actorId: notifications.actorId })
      .from(notifications)
      .where(and(eq(notifications.eventId, eventId), eq(notifications.kind, "host_listed")))
  ).toSorted((a, b) => a.userId.localeCompare(b.userId));

const toldTo = (...members: Member[]) => members.map((m) => m.id).toSorted((a, b) => a.localeCompare(b));

describe("a followed host's listing approved", () => {
  it("tells each follower once, naming the host, however often the event is delivered", async () => {
    const host = await t.login();
    const [asha, ravi] = [await t.login(), await t.login()];
    await follow(host, asha, ravi);
    const event = await approvedListing(host);

    // There when the approval answered: the relay ran the subscriber and its notifications' events.
    const told = await toldOf(event.id);
    expect(told.map((n) => n.userId)).toEqual(toldTo(asha, ravi));
    expect(told.every((n) => n.actorId === host.id)).toBe(true);

    // Delivered again (a worker after a lost lease): the handled mark holds, nobody is told twice.
    const [job] = (await db().select().from(jobs).where(eq(jobs.kind, "domain.event"))).filter(
      (j) =>
        j.payload.type === "listing.approved" && (j.payload.data as { eventId: string }).eventId === event.id,
    );
    expect(job?.state).toBe("done");
    await db().update(jobs).set({ state: "pending", runAt: new Date() }).where(eq(jobs.id, job!.id));
    const worker = createWorker({ db: db(), handlers: handlersByKind(t.app.deps.events.jobs) });
    while ((await worker.runOnce()) > 0);
    expect(await toldOf(event.id)).toHaveLength(2);
    for (const member of [asha, ravi]) {
      const emails = await db()
        .select()
        .from(jobs)
        .where(like(jobs.dedupKey, `email:host_listed:${event.id}:${member.id}`));
      expect(emails).toHaveLength(1);
    }
  });

  it("shows in the follower's list, naming the host, when and where, and opening the listing", async () => {
    const host = await t.login();
    const asha = await t.login();
    await follow(host, asha);
    const event = await approvedListing(host);
    const list = await t.data("GET", "/api/notifications", asha);
    expect(list.items).toContainEqual(
      expect.objectContaining({
        kind: "host_listed",
        text: NOTIFICATION_MESSAGES.host_listed(
          host.name,
          event.name,
          indiaStartLabel(event.fromDate),
          `${event.city}, ${event.state}`,
        ),
        link: `/event/${event.id}`,
        read: false,
      }),
    );
  });

  it("tells no follower across a block, nor a banned or deleted one, nor one who unfollowed", async () => {
    const host = await t.login();
    const [kept, blocker, blockedByHost, banned, deleted, gone] = await Promise.all(
      Array.from({ length: 6 }, () => t.login()),
    );
    await follow(host, kept!, blocker!, blockedByHost!, banned!, deleted!, gone!);
    await db()
      .insert(blocks)
      .values([
        { blockerId: blocker!.id, blockedId: host.id },
        { blockerId: host.id, blockedId: blockedByHost!.id },
      ]);
    await db().update(users).set({ isBanned: true }).where(eq(users.id, banned!.id));
    await db().update(users).set({ isBanned: true, deletedAt: new Date() }).where(eq(users.id, deleted!.id));
    expect((await t.call("DELETE", `/api/users/${host.id}/follow`, gone)).statusCode).toBe(200);

    const event = await approvedListing(host);
    expect((await toldOf(event.id)).map((n) => n.userId)).toEqual(toldTo(kept!));
  });

  it("tells only the women among the followers of a women-only trip", async () => {
    const host = await t.login();
    const woman = await t.login({ overrides: { gender: "female" } });
    const man = await t.login({ overrides: { gender: "male" } });
    const other = await t.login({ overrides: { gender: "other" } });
    await follow(host, woman, man, other);

    const trip = await approvedListing(host, { category: "Women-Only Trips" });
    expect((await toldOf(trip.id)).map((n) => n.userId)).toEqual(toldTo(woman));
    // Any other listing of the host's reaches them all.
    const walk = await approvedListing(host);
    expect((await toldOf(walk.id)).map((n) => n.userId)).toEqual(toldTo(woman, man, other));
  });

  it("tells many followers at once", async () => {
    const host = await t.login();
    const followers = await Promise.all(Array.from({ length: 40 }, () => t.login()));
    await follow(host, ...followers);
    const event = await approvedListing(host);
    expect((await toldOf(event.id)).map((n) => n.userId)).toEqual(toldTo(...followers));
    // One event for all of them, so delivery plans them together: each follower's email queued
    // once, in the approval's own answer, with no transaction per follower.
    const recorded = (await db().select().from(jobs).where(eq(jobs.kind, "domain.event"))).filter(
      (job) =>
        (job.payload as { type?: string }).type === "notifications.recorded" &&
        JSON.stringify(job.payload).includes(followers[0]!.id),
    );
    expect(recorded).toHaveLength(1);
    const emails = await db()
      .select({ key: jobs.dedupKey })
      .from(jobs)
      .where(like(jobs.dedupKey, `email:host_listed:${event.id}:%`));
    expect(emails).toHaveLength(40);
  });

  it("tells nobody of a listing that was not a followed host's", async () => {
    const host = await t.login();
    const asha = await t.login();
    await follow(await t.login(), asha);
    const event = await approvedListing(host);
    expect(await toldOf(event.id)).toEqual([]);
  });
});

describe("its delivery", () => {
  it("emails a follower without push, with the listing's link", async () => {
    const host = await t.login();
    const asha = await t.login();
    await follow(host, asha);
    const event = await approvedListing(host);
    await runJobs();

    const [mail, ...more] = mailbox.to(asha.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(NOTIFICATION_HEADLINES.host_listed(event.name));
    expect(mail?.text).toContain(host.name);
    expect(mail?.text).toContain(`${PUBLIC_URL}/event/${event.id}`);
    expect(mail?.text).toContain(EMAIL_MESSAGES.listingAction);
  });

  it("pushes to a follower's device instead of an email", async () => {
    const host = await t.login();
    const ravi = await t.login();
    const device = pushService.device();
    expect((await t.call("POST", "/api/push/subscriptions", ravi, device.subscription)).statusCode).toBe(200);
    await follow(host, ravi);
    const event = await approvedListing(host);
    await runJobs();

    const delivered = pushService.delivered.filter((d) => d.deviceId === device.id).map((d) => d.payload);
    expect(delivered).toEqual([
      {
        title: NOTIFICATION_HEADLINES.host_listed(event.name),
        body: NOTIFICATION_MESSAGES.host_listed(
          host.name,
          event.name,
          indiaStartLabel(event.fromDate),
          `${event.city}, ${event.state}`,
        ),
        url: `/event/${event.id}`,
        tag: `/event/${event.id}`,
      },
    ]);
    expect(mailbox.to(ravi.email)).toEqual([]);
  });
});
