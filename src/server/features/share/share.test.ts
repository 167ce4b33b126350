import { and, eq, isNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SHARE_MESSAGES } from "../../../shared/texts";
import { jobs, notifications, participants, shareLinks } from "../../db/schema";
import { handlersByKind } from "../../platform/jobs/define-job";
import { createWorker } from "../../platform/jobs/worker";
import { type Member, testAppForFile } from "../../test/app";
import { testDatabaseKind } from "../../test/database";
import { createEvent, createUser } from "../../test/factories";
import type { Viewer } from "../auth/session-service";
import { homeSafeJobHandlers, shareHomeSafeCheck } from "./home-safe-job";
import { CHECK_IN_OPENS_BEFORE_MS } from "./policy";
import { checkIn, createShareLink, sharedExperience } from "./service";

// A safety contact (issue 15, ADR 0024): who may make, see and stop a link; what the link shows
// without an account (exactly its fields); check-ins; and the "Home safe?" prompt at the end.

const t = testAppForFile();
const db = () => t.database.db;
const HOUR = 3600_000;

const viewerOf = (m: { id: string }): Viewer => ({ userId: m.id, sessionId: "s", role: "member" });

async function seat(eventId: string, member: { id: string }, requestStatus: "accepted" | "requested") {
  await db().insert(participants).values({ eventId, userId: member.id, requestStatus });
}

// A listed experience with its host, an accepted member and a member still waiting.
async function experience(opts: { fromDate?: Date; toDate?: Date; status?: "approved" | "pending" } = {}) {
  const host = await t.login({ overrides: { name: "Kavya Rao Iyer" } });
  const member = await t.login();
  const waiting = await t.login();
  const event = await createEvent(db(), {
    createdBy: host.id,
    name: "Sunrise at Nandi Hills",
    city: "Bengaluru",
    state: "Karnataka",
    time: "05:30",
    // Seats taken by the accepted members below (leaving gives one back).
    availableSlots: 1,
    ...(opts.fromDate ? { fromDate: opts.fromDate } : {}),
    ...(opts.toDate ? { toDate: opts.toDate } : {}),
    ...(opts.status ? { status: opts.status } : {}),
  });
  await seat(event.id, member, "accepted");
  await seat(event.id, waiting, "requested");
  return { host, member, waiting, event };
}

// Today in India: started an hour ago, ends in five.
const today = () => ({ fromDate: new Date(Date.now() - HOUR), toDate: new Date(Date.now() + 5 * HOUR) });

async function share(eventId: string, who: Member) {
  const res = await t.call("POST", `/api/events/${eventId}/share`, who);
  expect(res.statusCode).toBe(201);
  const data = res.json().data as { link: { _id: string; expiresAt: string }; path: string };
  return { ...data, token: data.path.replace("/share/", "") };
}

const open = (token: string) => t.call("GET", `/api/share/${token}`);

describe("making a link", () => {
  it("only an accepted member of the event may make one", async () => {
    const { host, waiting, event } = await experience();
    const stranger = await t.login();
    expect((await t.call("POST", `/api/events/${event.id}/share`)).statusCode).toBe(401);
    for (const who of [host, waiting, stranger]) {
      const res = await t.call("POST", `/api/events/${event.id}/share`, who);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(SHARE_MESSAGES.notGoing);
    }
    const pending = await experience({ status: "pending" });
    expect((await t.call("POST", `/api/events/${pending.event.id}/share`, pending.member)).statusCode).toBe(
      404,
    );
    expect((await t.call("POST", "/api/events/not-a-uuid/share", stranger)).statusCode).toBe(404);
    const none = await db().select().from(shareLinks);
    expect(none.filter((l) => [event.id, pending.event.id].includes(l.eventId))).toEqual([]);
  });

  it("stores only the token's hash, expires 48 h after the end, and answers the address once", async () => {
    const { member, event } = await experience();
    const made = await share(event.id, member);
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.link.expiresAt).toBe(new Date(event.toDate.getTime() + 48 * HOUR).toISOString());
    const [row] = await db().select().from(shareLinks).where(eq(shareLinks.id, made.link._id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(made.token);
    // The member's own view lists it without the token.
    const mine = await t.data("GET", `/api/events/${event.id}/safety`, member);
    expect(mine.link).toEqual(made.link);
    expect(JSON.stringify(mine)).not.toContain(made.token);
  });

  it("making another revokes the previous one", async () => {
    const { member, event } = await experience();
    const first = await share(event.id, member);
    const second = await share(event.id, member);
    expect((await open(first.token)).statusCode).toBe(404);
    expect((await open(second.token)).statusCode).toBe(200);
    const active = await db()
      .select()
      .from(shareLinks)
      .where(and(eq(shareLinks.eventId, event.id), isNull(shareLinks.revokedAt)));
    expect(active.map((l) => l.id)).toEqual([second.link._id]);
  });

  it("refuses a cancelled experience and one that is over", async () => {
    const { member, event } = await experience();
    await t.database.db.execute(sql`update events set event_status = 'cancelled' where id = ${event.id}`);
    const cancelled = await t.call("POST", `/api/events/${event.id}/share`, member);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(SHARE_MESSAGES.closed);
    const past = await experience({
      fromDate: new Date(Date.now() - 30 * HOUR),
      toDate: new Date(Date.now() - 2 * HOUR),
    });
    const over = await t.call("POST", `/api/events/${past.event.id}/share`, past.member);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(SHARE_MESSAGES.over);
  });
});

describe("the contact's page", () => {
  it("shows exactly its fields, without an account, never cached", async () => {
    const { member, event } = await experience();
    const { token } = await share(event.id, member);
    const res = await open(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    expect(res.headers["x-robots-tag"]).toContain("noindex");
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(["data", "success"]);
    const data = body.data;
    expect(Object.keys(data).sort()).toEqual(
      ["expiresAt", "fromDate", "host", "meetingPoint", "name", "place", "state", "time", "toDate"].sort(),
    );
    expect(Object.keys(data.host).sort()).toEqual(["firstName", "picture"]);
    expect(Object.keys(data.state).sort()).toEqual(["at", "status"]);
    expect(data).toMatchObject({
      name: "Sunrise at Nandi Hills",
      place: "Bengaluru, Karnataka",
      // The test's listing gave no meeting point.
      meetingPoint: null,
      time: "05:30",
      fromDate: event.fromDate.toISOString(),
      toDate: event.toDate.toISOString(),
      host: { firstName: "Kavya" },
      state: { status: "not_checked_in", at: null },
    });
    // Nothing about the member or the group: not their name, id or email, not the host's id.
    const text = JSON.stringify(body);
    expect(text).not.toContain(member.id);
    expect(text).not.toContain(member.name);
    expect(text).not.toContain(member.email);
    expect(text).not.toContain(event.createdBy);
    expect(text).not.toContain("Iyer");
  });

  it("the host's picture opens without an account", async () => {
    const { member, event } = await experience();
    const picture = "/uploads/host-avatar.webp";
    await t.database.db.execute(sql`update users set avatar = ${picture} where id = ${event.createdBy}`);
    const { token } = await share(event.id, member);
    const data = (await open(token)).json().data;
    expect(data.host.picture).toBe(picture);
  });

  it("a revoked, expired, unknown or malformed link is the same 404", async () => {
    const { member, event } = await experience();
    const other = await t.login();
    const made = await share(event.id, member);
    // Only its creator may stop it; anyone else is told it does not exist.
    expect((await t.call("DELETE", `/api/share-links/${made.link._id}`)).statusCode).toBe(401);
    expect((await t.call("DELETE", `/api/share-links/${made.link._id}`, other)).statusCode).toBe(404);
    expect((await t.call("DELETE", "/api/share-links/nope", member)).statusCode).toBe(404);
    expect((await open(made.token)).statusCode).toBe(200);
    const revoke = await t.call("DELETE", `/api/share-links/${made.link._id}`, member);
    expect(revoke.json()).toMatchObject({ success: true, message: SHARE_MESSAGES.linkRevoked });
    // Twice is the same answer.
    expect((await t.call("DELETE", `/api/share-links/${made.link._id}`, member)).statusCode).toBe(200);
    const gone = await open(made.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(SHARE_MESSAGES.linkNotFound);
    expect((await t.data("GET", `/api/events/${event.id}/safety`, member)).link).toBeNull();

    for (const token of ["x", "A".repeat(43), `${"a".repeat(42)}!`, "%00", "a".repeat(100)])
      expect((await open(encodeURIComponent(token))).statusCode).toBe(404);

    // Made (with the service's clock) for an experience that ended three days ago: expired.
    const past = await experience({
      fromDate: new Date(Date.now() - 80 * HOUR),
      toDate: new Date(Date.now() - 72 * HOUR),
    });
    const old = await createShareLink({
      db: db(),
      viewer: viewerOf(past.member),
      eventId: past.event.id,
      now: new Date(Date.now() - 75 * HOUR),
    });
    expect((await open(old.token)).statusCode).toBe(404);
  });

  it("stops working when its member leaves the experience", async () => {
    const { member, event } = await experience();
    const { token } = await share(event.id, member);
    expect((await t.call("POST", `/api/events/${event.id}/leave`, member)).statusCode).toBe(200);
    expect((await open(token)).statusCode).toBe(404);
  });

  // Issue 25 item 9: the contact given the old link was not given the new seat.
  it("stays dead when its member joins again and is accepted", async () => {
    const { host, member, event } = await experience();
    const { token } = await share(event.id, member);
    expect((await t.call("POST", `/api/events/${event.id}/leave`, member)).statusCode).toBe(200);
    expect((await t.call("POST", `/api/events/${event.id}/join`, member, {})).statusCode).toBe(200);
    const accepted = await t.call("POST", `/api/events/${event.id}/request/${member.id}/approve`, host);
    expect(accepted.statusCode).toBe(200);
    expect((await open(token)).statusCode).toBe(404);
    // A link made for the new seat works.
    expect((await open((await share(event.id, member)).token)).statusCode).toBe(200);
  });

  it("only the creator lists their link; others see their own (none) or are refused", async () => {
    const { host, member, waiting, event } = await experience();
    const second = await t.login();
    await seat(event.id, second, "accepted");
    await share(event.id, member);
    expect((await t.data("GET", `/api/events/${event.id}/safety`, second)).link).toBeNull();
    for (const who of [host, waiting])
      expect((await t.call("GET", `/api/events/${event.id}/safety`, who)).statusCode).toBe(403);
    expect((await t.call("GET", `/api/events/${event.id}/safety`)).statusCode).toBe(401);
  });
});

describe("check-ins", () => {
  it("arrived on the day, then home safe; the page follows", async () => {
    const { member, waiting, event } = await experience(today());
    const { token } = await share(event.id, member);
    expect((await t.call("POST", `/api/events/${event.id}/arrived`, waiting)).statusCode).toBe(403);
    const arrived = await t.call("POST", `/api/events/${event.id}/arrived`, member);
    expect(arrived.statusCode).toBe(200);
    expect(arrived.json().message).toBe(SHARE_MESSAGES.arrived);
    const at = arrived.json().data.checkedInAt as string;
    expect(arrived.json().data).toMatchObject({
      canArrive: false,
      canConfirmHomeSafe: true,
      askHomeSafe: false,
    });
    expect((await open(token)).json().data.state).toEqual({ status: "arrived", at });
    // A second tap keeps the first time.
    const again = await t.data("POST", `/api/events/${event.id}/arrived`, member);
    expect(again.checkedInAt).toBe(at);

    const safe = await t.call("POST", `/api/events/${event.id}/home-safe`, member);
    expect(safe.json().message).toBe(SHARE_MESSAGES.homeSafe);
    const safeAt = safe.json().data.homeSafeAt as string;
    expect((await open(token)).json().data.state).toEqual({ status: "home_safe", at: safeAt });
  });

  // Issue 25 item 15: at 00:01 of an evening walk's day nobody has arrived anywhere.
  it("opens arrival three hours before the start, not at midnight", async () => {
    const later = await experience({
      fromDate: new Date(Date.now() + CHECK_IN_OPENS_BEFORE_MS + HOUR),
      toDate: new Date(Date.now() + CHECK_IN_OPENS_BEFORE_MS + 3 * HOUR),
    });
    const early = await t.call("POST", `/api/events/${later.event.id}/arrived`, later.member);
    expect(early.json().message).toBe(SHARE_MESSAGES.arriveTooEarly);
    expect((await t.data("GET", `/api/events/${later.event.id}/safety`, later.member)).canArrive).toBe(false);
    const soon = await experience({
      fromDate: new Date(Date.now() + CHECK_IN_OPENS_BEFORE_MS - HOUR),
      toDate: new Date(Date.now() + CHECK_IN_OPENS_BEFORE_MS + HOUR),
    });
    expect((await t.data("GET", `/api/events/${soon.event.id}/safety`, soon.member)).canArrive).toBe(true);
    expect((await t.call("POST", `/api/events/${soon.event.id}/arrived`, soon.member)).statusCode).toBe(200);
  });

  it("refuses an arrival before the day and after the end", async () => {
    const ahead = await experience();
    const early = await t.call("POST", `/api/events/${ahead.event.id}/arrived`, ahead.member);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(SHARE_MESSAGES.arriveTooEarly);
    expect((await t.call("POST", `/api/events/${ahead.event.id}/home-safe`, ahead.member)).statusCode).toBe(
      409,
    );
    const past = await experience({
      fromDate: new Date(Date.now() - 10 * HOUR),
      toDate: new Date(Date.now() - 1 * HOUR),
    });
    const late = await t.call("POST", `/api/events/${past.event.id}/arrived`, past.member);
    expect(late.json().message).toBe(SHARE_MESSAGES.arriveTooLate);
    // After the end the member is asked, and may answer.
    const mine = await t.data("GET", `/api/events/${past.event.id}/safety`, past.member);
    expect(mine).toMatchObject({ askHomeSafe: true, canConfirmHomeSafe: true, canShare: false });
    expect((await t.call("POST", `/api/events/${past.event.id}/home-safe`, past.member)).statusCode).toBe(
      200,
    );
    expect((await t.data("GET", `/api/events/${past.event.id}/safety`, past.member)).askHomeSafe).toBe(false);
  });

  it("3 hours after the end without an answer, the page says so", async () => {
    const { member, event } = await experience(today());
    const viewer = viewerOf(member);
    const { token } = await createShareLink({ db: db(), viewer, eventId: event.id });
    await checkIn({ db: db(), viewer, eventId: event.id, step: "arrived" });
    const end = event.toDate.getTime();
    const at = (ms: number) => sharedExperience({ db: db(), token, now: new Date(ms) });
    expect((await at(end + 2 * HOUR)).checkIn?.checkedInAt).toBeTruthy();
    const { presentSharedExperience } = await import("./presenter");
    const state = async (ms: number) => presentSharedExperience(t.app.deps.storage, await at(ms)).state;
    expect((await state(end + 3 * HOUR - 1000)).status).toBe("arrived");
    // The arrival stays on the page (issue 25 item 15): the last thing the contact knows.
    const arrivedAt = (await at(end)).checkIn!.checkedInAt!.toISOString();
    expect(await state(end + 3 * HOUR)).toEqual({ status: "not_confirmed", at: arrivedAt });
    await checkIn({ db: db(), viewer, eventId: event.id, step: "home_safe", now: new Date(end + 4 * HOUR) });
    expect((await state(end + 5 * HOUR)).status).toBe("home_safe");
  });
});

describe("the Home safe? prompt", () => {
  const runAt = async (ms: number) => {
    const now = () => new Date(ms);
    const worker = createWorker({
      db: db(),
      now,
      handlers: handlersByKind(homeSafeJobHandlers({ db: db(), events: t.app.deps.events, now })),
    });
    while ((await worker.runOnce()) > 0);
  };
  const prompts = (eventId: string) =>
    db()
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.eventId, eventId), eq(notifications.kind, "home_safe_check")));

  it("at the end, asks only the members still sharing who have not answered, once", async () => {
    const { member, event } = await experience(today());
    const quiet = await t.login(); // going, never shared
    const stopped = await t.login(); // shared, then stopped
    const answered = await t.login(); // shared, already home
    for (const m of [quiet, stopped, answered]) await seat(event.id, m, "accepted");
    await share(event.id, member);
    await share(event.id, member); // a second link queues no second prompt
    const made = await share(event.id, stopped);
    await t.call("DELETE", `/api/share-links/${made.link._id}`, stopped);
    await share(event.id, answered);
    await t.call("POST", `/api/events/${event.id}/home-safe`, answered);

    const queued = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, shareHomeSafeCheck.kind), sql`${jobs.payload}->>'eventId' = ${event.id}`));
    expect(queued).toHaveLength(3);
    expect(queued.every((j) => j.runAt.getTime() === event.toDate.getTime())).toBe(true);

    await runAt(event.toDate.getTime() - 60_000);
    expect(await prompts(event.id)).toEqual([]);
    await runAt(event.toDate.getTime() + 60_000);
    expect((await prompts(event.id)).map((p) => p.userId)).toEqual([member.id]);
    const list = await t.data("GET", "/api/notifications", member);
    const item = list.items.find((i: { kind: string }) => i.kind === "home_safe_check");
    expect(item).toMatchObject({
      link: `/listing/upcoming/detail/${event.id}`,
      text: `${event.name} has ended. Home safe? Tap to let your trusted contact know.`,
    });
    await runAt(event.toDate.getTime() + 120_000);
    expect(await prompts(event.id)).toHaveLength(1);
  });
});

// PGlite runs one query at a time; PostgreSQL (a pool of 10) shows the lock on the check-in row.
describe("two taps at once", () => {
  it("end with one active link", async () => {
    const rounds = testDatabaseKind() === "postgres" ? 5 : 1;
    const { event } = await experience();
    const member = await createUser(db());
    await seat(event.id, member, "accepted");
    for (let round = 0; round < rounds; round++) {
      const results = await Promise.allSettled(
        Array.from({ length: 6 }, () =>
          createShareLink({ db: db(), viewer: viewerOf(member), eventId: event.id }),
        ),
      );
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(6);
      const active = await db()
        .select()
        .from(shareLinks)
        .where(and(eq(shareLinks.userId, member.id), isNull(shareLinks.revokedAt)));
      expect(active).toHaveLength(1);
    }
  });
});
