import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { EMAIL_MESSAGES, NOTIFICATION_HEADLINES, NOTIFICATION_MESSAGES } from "../../../shared/texts";
import { jobHandlers } from "../../app/jobs";
import { blocks, emailOptOuts, type events, jobs, notifications, users } from "../../db/schema";
import { handlersByKind } from "../../platform/jobs/define-job";
import { enqueue } from "../../platform/jobs/queue";
import { createWorker } from "../../platform/jobs/worker";
import type { Member } from "../../test/app";
import { resetTestNow, setTestNow, TEST_INSTANTS } from "../../test/clock";
import { deliveryAppForFile } from "../../test/delivery-app";
import { createEvent, inDays } from "../../test/factories";
import { mailHeader, oneClickUnsubscribe, unsubscribeLink } from "../../test/mail-headers";
import { newNearYouJob, nextDigestRun } from "./schedule";
import { digestJobHandlers } from "./service";

// Issue 27 item 7, the weekly "New near you": a week's run tells each member of the best listing
// made in the week before it, near them or a trip within reach in a scene they chose (any distance
// from a host they follow, issue 41), in one notification that
// opens the events; nothing to a member with nothing good. Delivered like any notification: push
// or email (real SMTP on loopback, a push service on loopback that decrypts what it is sent), the
// member's switches, quiet hours and the one-click unsubscribe of event updates.

const PUBLIC_URL = "http://meetup.test";
const DAY = 24 * 60 * 60_000;
const {
  t,
  mailbox,
  push: pushService,
} = deliveryAppForFile({ publicUrl: PUBLIC_URL }, { mail: true, push: true });

const db = () => t.database.db;

// A week runs once (its job is keyed by the week), and every test runs its own: a day earlier each
// time, so each has its own India date, counting back from the day before the earliest instant this
// file's clock reads (now, or one of TEST_INSTANTS the scheduling tests move it to). Never a week a
// run queued: a run queues the coming Sunday's, at or after the clock, which the worker runs once
// the clock is past it (back at a year's last day after a test at a Sunday in December, that
// Sunday's week was taken). Its listings are those made in the 7 days before it.
const firstWeek = Math.min(Date.now(), ...Object.values(TEST_INSTANTS).map((at) => Date.parse(at))) - DAY;
let weeksRun = 0;
const aWeek = () => new Date(firstWeek - ++weeksRun * DAY);

/** Runs the week's digest as the worker does, and every job it leads to (deliveries, batches). */
async function runWeek(runAt = aWeek()) {
  await enqueue(db(), newNearYouJob(runAt));
  while ((await t.app.deps.jobs.runOnce()) > 0);
  return runAt;
}

/** A member whose home is `city`. */
const member = (city: string): Promise<Member> => t.login({ overrides: { currentCity: city } });

/**
 * A listing in `city` by a host of its own, made now: an evening a week ahead (one evening, so not
 * a trip: a trip in a scene the member chose is good news from further away).
 */
async function listing(city: string, state: string, overrides: Partial<typeof events.$inferInsert> = {}) {
  const host = await t.login({ overrides: { currentCity: city } });
  const day = inDays(7);
  return createEvent(db(), {
    createdBy: host.id,
    city,
    state,
    category: "Food & Coffee Trails",
    fromDate: new Date(`${day}T18:00:00+05:30`),
    toDate: new Date(`${day}T21:00:00+05:30`),
    time: "18:00",
    ...overrides,
  });
}

// Friday 08:00 to Sunday 18:00 in India a week ahead: it spans two nights, so it is a trip.
const weekend = {
  fromDate: new Date(`${inDays(7)}T08:00:00+05:30`),
  toDate: new Date(`${inDays(9)}T18:00:00+05:30`),
  time: "08:00",
};

/** The member's digests: which listing each names. */
const digestsOf = async (m: { id: string }) =>
  (
    await db()
      .select({ eventId: notifications.eventId, heldUntil: notifications.heldUntil })
      .from(notifications)
      .where(and(eq(notifications.userId, m.id), eq(notifications.kind, "new_near_you")))
  ).map((n) => n.eventId);

describe("the weekly New near you", () => {
  it("tells a member in Pune of this week's new Pune listing, naming it and opening the events", async () => {
    const asha = await member("Pune");
    const crawl = await listing("Pune", "Maharashtra", { name: "Koregaon cafe crawl" });
    await runWeek();

    expect(await digestsOf(asha)).toEqual([crawl.id]);
    // Its host is not told of their own listing.
    expect(await digestsOf({ id: crawl.createdBy })).toEqual([]);
    const list = await t.data("GET", "/api/notifications", asha);
    expect(list.items).toContainEqual(
      expect.objectContaining({
        kind: "new_near_you",
        text: NOTIFICATION_MESSAGES.new_near_you(["Koregaon cafe crawl"]),
        link: "/events",
        read: false,
      }),
    );
    expect(NOTIFICATION_MESSAGES.new_near_you(["Koregaon cafe crawl"])).toBe(
      "New near you this week: Koregaon cafe crawl",
    );
  });

  it("names the top few, best first, in one notification", async () => {
    const meera = await member("Surat");
    await listing("Surat", "Gujarat", {
      name: "Dumas beach sunset walk",
      // One evening (never across midnight in India, which would make it a trip).
      fromDate: new Date(`${inDays(3)}T18:00:00+05:30`),
      toDate: new Date(`${inDays(3)}T21:00:00+05:30`),
    });
    await listing("Surat", "Gujarat", { name: "Surat food street crawl" });
    await listing("Surat", "Gujarat", { name: "Tapi riverfront cycling" });
    await listing("Surat", "Gujarat", { name: "Sarthana nature park morning" });
    await runWeek();

    const list = await t.data("GET", "/api/notifications", meera);
    const digest = list.items.find((n: { kind: string }) => n.kind === "new_near_you");
    // Three named (DIGEST_SIZE): the first the best, the others after it.
    expect(digest.text).toMatch(/^New near you this week: .+, .+ and .+$/);
    expect((digest.text.match(/Dumas|food street|Tapi|Sarthana/g) ?? []).length).toBe(3);
    expect(await digestsOf(meera)).toHaveLength(1);
  });

  it("tells nothing to a member with nothing new nearby, nor of a listing made before the week", async () => {
    const far = await member("Guwahati");
    const jaipur = await member("Jaipur");
    await listing("Pune", "Maharashtra");
    // Made eight days before the run: last week's news.
    const runAt = aWeek();
    await listing("Jaipur", "Rajasthan", { createdAt: new Date(runAt.getTime() - 8 * DAY) });
    await runWeek(runAt);

    expect(await digestsOf(far)).toEqual([]);
    expect(await digestsOf(jaipur)).toEqual([]);
  });

  it("names the best new listing, leaving out last week's, one the member cannot join and a blocked host's", async () => {
    const ravi = await member("Nashik");
    const runAt = aWeek();
    const old = await listing("Nashik", "Maharashtra", { createdAt: new Date(runAt.getTime() - 8 * DAY) });
    const full = await listing("Nashik", "Maharashtra", { availableSlots: 0 });
    const blocked = await listing("Nashik", "Maharashtra");
    await db().insert(blocks).values({ blockerId: ravi.id, blockedId: blocked.createdBy });
    const fresh = await listing("Nashik", "Maharashtra");
    await runWeek(runAt);

    const told = await digestsOf(ravi);
    expect(told).toEqual([fresh.id]);
    expect(told).not.toContain(old.id);
    expect(told).not.toContain(full.id);
  });

  it("tells of a trip within reach in a scene the member chose, and not of an evening there", async () => {
    const roamer = await t.login({
      overrides: { currentCity: "Ratnagiri", scenePreferences: ["Weekend Getaways"] },
    });
    // Mahabaleshwar is about 110 km from Ratnagiri: within reach for a weekend.
    const getaway = await listing("Mahabaleshwar", "Maharashtra", {
      category: "Weekend Getaways",
      ...weekend,
    });
    await listing("Mahabaleshwar", "Maharashtra", { category: "Nightlife & Social Meetups" });
    await runWeek();

    expect(await digestsOf(roamer)).toEqual([getaway.id]);
  });

  it("keeps to what is reachable: a Shillong weekend is no news in Hyderabad, unless they follow its host", async () => {
    const answers = { scenePreferences: ["Weekend Getaways"] };
    const hyderabad = await t.login({ overrides: { currentCity: "Hyderabad", ...answers } });
    const follower = await t.login({ overrides: { currentCity: "Hyderabad", ...answers } });
    const guwahati = await t.login({ overrides: { currentCity: "Guwahati", ...answers } });
    const shillong = await listing("Shillong", "Meghalaya", {
      name: "Shillong living roots weekend",
      category: "Weekend Getaways",
      ...weekend,
    });
    // A day outing far away is never a trip, whatever its category.
    await listing("Shillong", "Meghalaya", { category: "Weekend Getaways" });
    expect((await t.call("PUT", `/api/users/${shillong.createdBy}/follow`, follower)).statusCode).toBe(200);
    await runWeek();

    // 1,500 km away: beyond DIGEST_TRIP_REACH_KM, told only to the member who follows its host.
    expect(await digestsOf(hyderabad)).toEqual([]);
    expect(await digestsOf(follower)).toEqual([shillong.id]);
    // Guwahati is about 65 km away: within reach.
    expect(await digestsOf(guwahati)).toEqual([shillong.id]);
  });

  it("tells a banned or deleted member nothing", async () => {
    const banned = await member("Pune");
    const deleted = await member("Pune");
    await db().update(users).set({ isBanned: true }).where(eq(users.id, banned.id));
    await db().update(users).set({ isBanned: true, deletedAt: new Date() }).where(eq(users.id, deleted.id));
    await listing("Pune", "Maharashtra");
    await runWeek();

    expect(await digestsOf(banned)).toEqual([]);
    expect(await digestsOf(deleted)).toEqual([]);
  });

  it("tells nobody twice in one week, however often it is queued or run", async () => {
    const meera = await member("Mysuru");
    const walk = await listing("Mysuru", "Karnataka");
    const runAt = await runWeek();
    expect(await digestsOf(meera)).toEqual([walk.id]);

    // Queued again (another instance starting): the same job, already done.
    expect(await enqueue(db(), newNearYouJob(runAt))).toBe(0);
    // Run again all the same (the week's jobs back to pending): a member told this week is skipped.
    await db()
      .update(jobs)
      .set({ state: "pending", runAt: new Date() })
      .where(eq(jobs.dedupKey, newNearYouJob(runAt).dedupKey));
    while ((await t.app.deps.jobs.runOnce()) > 0);

    expect(await digestsOf(meera)).toEqual([walk.id]);
    expect(mailbox.to(meera.email)).toHaveLength(1);
  });

  it("goes through the members in batches, each member once", async () => {
    const group = await Promise.all(Array.from({ length: 5 }, () => member("Nagpur")));
    const fair = await listing("Nagpur", "Maharashtra");
    const runAt = aWeek();
    await enqueue(db(), newNearYouJob(runAt));
    const deps = t.app.deps;
    const handlers = {
      ...jobHandlers({ ...deps, memberIndex: deps.memberIndex, now: () => new Date() }),
      ...handlersByKind(
        digestJobHandlers({ db: db(), events: deps.events, index: deps.memberIndex, batchSize: 2 }),
      ),
    };
    const worker = createWorker({ db: db(), handlers });
    while ((await worker.runOnce()) > 0);

    for (const m of group) expect(await digestsOf(m)).toEqual([fair.id]);
    const batches = await db()
      .select({ state: jobs.state })
      .from(jobs)
      .where(like(jobs.dedupKey, `${newNearYouJob(runAt).dedupKey}:after:%`));
    // Every member of this file, two a batch: the week's first and at least two more.
    expect(batches.length).toBeGreaterThanOrEqual(2);
    expect(batches.every((b) => b.state === "done")).toBe(true);
  });

  // In the order of their instants: a run at a later one works off the jobs due by then, which a case
  // at an earlier one would find done.
  it.each([
    ["a year's last day", TEST_INSTANTS["a year's last day, 23:59 IST"], "2027-01-03T10:00:00+05:30"],
    ["a Sunday at 09:59", TEST_INSTANTS["Sunday 09:59 IST, a month's last day"], "2027-02-28T10:00:00+05:30"],
    ["a Sunday at 10:01", TEST_INSTANTS["Sunday 10:01 IST, a month's last day"], "2027-03-07T10:00:00+05:30"],
  ])("queues the coming Sunday's run at 10:00 India time, once, from a run on %s", async (_, at, coming) => {
    setTestNow(at);
    try {
      await runWeek();
      const next = newNearYouJob(new Date(coming));
      expect(nextDigestRun(new Date())).toEqual(next.runAt);
      const queued = await db().select().from(jobs).where(eq(jobs.dedupKey, next.dedupKey));
      expect(queued).toHaveLength(1);
      expect(queued[0]).toMatchObject({ kind: "digest.new-near-you", state: "pending", runAt: next.runAt });
      expect(queued[0]!.payload).toEqual(next.payload);
    } finally {
      resetTestNow();
    }
  });
});

describe("its delivery", () => {
  it("emails a member without push, opening the events, with its own one-click unsubscribe", async () => {
    const asha = await member("Thane");
    const crawl = await listing("Thane", "Maharashtra", { name: "Thane lakeside walk" });
    await runWeek();

    const [mail, ...more] = mailbox.to(asha.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(NOTIFICATION_HEADLINES.new_near_you(crawl.name));
    expect(mail?.text).toContain(NOTIFICATION_MESSAGES.new_near_you([crawl.name]));
    expect(mail?.text).toContain(`${EMAIL_MESSAGES.digestAction}: ${PUBLIC_URL}/events`);
    // The listing it names links to its page, in the HTML and as a line of the text.
    expect(mail?.html).toContain(`<a href="${PUBLIC_URL}/event/${crawl.id}">${crawl.name}</a>`);
    expect(mail?.text).toContain(`${crawl.name}: ${PUBLIC_URL}/event/${crawl.id}`);
    const unsubscribe = unsubscribeLink(mail!);
    expect(mailHeader(mail!, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(mail?.text).toContain(unsubscribe.href);

    // One click stops the digest's emails, and only them: next week's is in the bell only.
    const path = `${unsubscribe.pathname}${unsubscribe.search}`;
    const page = await t.app.inject({ method: "GET", url: path });
    expect(page.body).toContain(EMAIL_MESSAGES.unsubscribeQuestion.new_near_you);
    const click = await oneClickUnsubscribe(t.app, path);
    expect(click.statusCode).toBe(200);
    const optOuts = await db()
      .select({ category: emailOptOuts.category })
      .from(emailOptOuts)
      .where(eq(emailOptOuts.userId, asha.id));
    expect(optOuts).toEqual([{ category: "new_near_you" }]);
    const prefs = await t.data("GET", "/api/users/me/notification-preferences", asha);
    expect(prefs.channels.newNearYou.email).toBe(false);
    expect(prefs.channels.eventUpdates.email).toBe(true);

    // Another week's run, the first digest dated a week before it: the member is told again.
    const nextWeek = aWeek();
    await db()
      .update(notifications)
      .set({ createdAt: new Date(nextWeek.getTime() - 7 * DAY) })
      .where(eq(notifications.userId, asha.id));
    await runWeek(nextWeek);
    expect(await digestsOf(asha)).toEqual([crawl.id, crawl.id]);
    expect(mailbox.to(asha.email)).toHaveLength(1);
  });

  it("links every listing it names to its page, in Hindi as in English", async () => {
    const [priya, kabir] = [await member("Nanded"), await member("Nanded")];
    expect((await t.call("PUT", "/api/users/me/language", kabir, { language: "hi" })).statusCode).toBe(200);
    const named = [
      await listing("Nanded", "Maharashtra", { name: "Gurudwara langar seva" }),
      await listing("Nanded", "Maharashtra", { name: "Godavari ghat evening" }),
      // A name that also stands in the sentence links its own place, not the sentence's word.
      await listing("Nanded", "Maharashtra", { name: "New" }),
    ];
    await runWeek();

    for (const m of [priya, kabir]) {
      const [mail] = mailbox.to(m.email);
      for (const e of named) {
        expect(mail?.html).toContain(`<a href="${PUBLIC_URL}/event/${e.id}">${e.name}</a>`);
        expect(mail?.text).toContain(`${e.name}: ${PUBLIC_URL}/event/${e.id}`);
      }
      expect(String(mail?.html).match(/<a href="[^"]*\/event\//g)).toHaveLength(3);
    }
    // Kabir reads it in Hindi, the names linked all the same.
    const [hindi] = mailbox.to(kabir.email);
    expect(hindi?.text).toContain("इस हफ़्ते आपके आस-पास नया");
    expect(hindi?.html).toMatch(/इस हफ़्ते आपके आस-पास नया: <a href=/);
  });

  it("pushes the listings it names: a tap opens the first, a button each of the others", async () => {
    const neha = await member("Latur");
    const device = pushService.device();
    expect((await t.call("POST", "/api/push/subscriptions", neha, device.subscription)).statusCode).toBe(200);
    const a = await listing("Latur", "Maharashtra", { name: "Latur lake walk" });
    const b = await listing("Latur", "Maharashtra", { name: "Latur food crawl" });
    await runWeek();

    const [payload] = pushService.delivered.filter((d) => d.deviceId === device.id).map((d) => d.payload);
    const pages = [`/event/${a.id}`, `/event/${b.id}`];
    expect(pages).toContain(payload?.url);
    expect(payload?.actions).toEqual([
      { action: "listing-1", title: expect.any(String), url: pages.find((p) => p !== payload?.url) },
    ]);
  });

  it("pushes to a member's device instead of an email", async () => {
    const ravi = await member("Kolhapur");
    const device = pushService.device();
    expect((await t.call("POST", "/api/push/subscriptions", ravi, device.subscription)).statusCode).toBe(200);
    const trek = await listing("Kolhapur", "Maharashtra", { name: "Panhala fort walk" });
    await runWeek();

    const delivered = pushService.delivered.filter((d) => d.deviceId === device.id).map((d) => d.payload);
    expect(delivered).toEqual([
      {
        title: NOTIFICATION_HEADLINES.new_near_you(trek.name),
        body: NOTIFICATION_MESSAGES.new_near_you([trek.name]),
        // It opens the listing it names (issue 41); the tag keeps one digest on the device.
        url: `/event/${trek.id}`,
        tag: "/events",
      },
    ]);
    expect(mailbox.to(ravi.email)).toEqual([]);
  });

  it("waits for the end of the member's quiet hours, and sends nothing when New near you is off", async () => {
    const quiet = await member("Solapur");
    const off = await member("Solapur");
    // Quiet hours around this hour in India, whatever hour the test runs at.
    const hour = new Date(Date.now() + 330 * 60_000).getUTCHours();
    const clock = (h: number) => `${String((h + 24) % 24).padStart(2, "0")}:00`;
    const on = { push: true, email: true };
    const prefs = (newNearYou: typeof on, quietHours: boolean) => ({
      channels: { requests: on, messages: on, reminders: on, eventUpdates: on, newNearYou },
      quietHours: { enabled: quietHours, start: clock(hour - 1), end: clock(hour + 2) },
    });
    const url = "/api/users/me/notification-preferences";
    expect((await t.call("PUT", url, quiet, prefs(on, true))).statusCode).toBe(200);
    expect((await t.call("PUT", url, off, prefs({ push: false, email: false }, false))).statusCode).toBe(200);
    const stall = await listing("Solapur", "Maharashtra");
    await runWeek();

    // Both are in the bell; neither is emailed now.
    expect(await digestsOf(quiet)).toEqual([stall.id]);
    expect(await digestsOf(off)).toEqual([stall.id]);
    expect(mailbox.to(quiet.email)).toEqual([]);
    expect(mailbox.to(off.email)).toEqual([]);
    const [held] = await db()
      .select({ heldUntil: notifications.heldUntil })
      .from(notifications)
      .where(and(eq(notifications.userId, quiet.id), eq(notifications.kind, "new_near_you")));
    expect(held?.heldUntil).not.toBeNull();
  });
});
