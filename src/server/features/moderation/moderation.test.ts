import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  ATTENDANCE_MESSAGES,
  MESSAGE_FLAG_MESSAGES,
  MODERATION_MESSAGES,
  REVIEW_FLAG_MESSAGES,
  SAFETY_MESSAGES,
} from "../../../shared/texts";
import {
  attendance,
  auditLog,
  events,
  flags,
  listingReports,
  messageFlags,
  messages,
  notifications,
  participants,
  reviewFlags,
  reviews,
  users,
} from "../../db/schema";
import { type Member, testAppForFile } from "../../test/app";
import { testDatabaseKind } from "../../test/database";
import { createEvent } from "../../test/factories";
import { reviewedEvent } from "../reviews/test-fixtures";

// The one moderation queue (issue 42 item 4, ADR 0043): cases of five subjects in one shape, one
// page, one resolve; and reports of a listing, the fifth subject.

const t = testAppForFile();

const report = (who: Member | undefined, eventId: string, payload: object = { reason: "scam" }) =>
  t.call("POST", `/api/events/${eventId}/report`, who, payload);
const resolve = (who: Member | undefined, payload: object) =>
  t.call("POST", "/api/admin/moderation/resolve", who, payload);
const cases = (who: Member, query = "") => t.call("GET", `/api/admin/moderation/cases${query}`, who);
// biome-ignore lint/suspicious/noExplicitAny: tests read the JSON they expect
const caseOf = (list: any[], subject: string, subjectId: string) =>
  list.find((c) => c.subject === subject && c.subjectId === subjectId);

async function allCases(admin: Member, query = "") {
  // biome-ignore lint/suspicious/noExplicitAny: tests read the JSON they expect
  const out: any[] = [];
  let cursor: string | null = null;
  do {
    const sep = query ? "&" : "?";
    const res = await cases(admin, `${query}${cursor ? `${sep}cursor=${encodeURIComponent(cursor)}` : ""}`);
    expect(res.statusCode).toBe(200);
    out.push(...res.json().data);
    cursor = res.json().nextCursor;
  } while (cursor);
  return out;
}

/** One open case of every subject: a message, a review, a member, a contested mark, a listing. */
async function oneOfEach() {
  const db = t.database.db;
  const reporter = await t.login({ overrides: { name: "Kavya Menon" } });
  const sender = await t.login({ overrides: { name: "Rohan Gupta" } });
  const [message] = await db
    .insert(messages)
    .values({ senderId: sender.id, recipientId: reporter.id, content: "Rude words" })
    .returning();
  await db
    .insert(messageFlags)
    .values({ messageId: message!.id, reportedBy: reporter.id, reason: "Insulting" });

  const { review, reviewer, event: reviewedOn } = await reviewedEvent(t);
  await db
    .insert(reviewFlags)
    .values({ reviewId: review.id, reportedBy: reporter.id, reason: "Attacks the host" });

  const flagged = await t.login({ overrides: { name: "Farhan Qureshi" } });
  await db.insert(flags).values({ userId: flagged.id, reportedBy: reporter.id, reason: "Asks for money" });

  const contester = await t.login({ overrides: { name: "Nikhil Rao" } });
  await db.insert(attendance).values({
    eventId: reviewedOn.id,
    userId: contester.id,
    came: false,
    contestReason: "I was there",
    contestedAt: new Date(),
  });

  const host = await t.login({ overrides: { name: "Meera Iyer" } });
  const listing = await createEvent(db, { createdBy: host.id, name: "Sunset trek" });
  expect(
    (await report(reporter, listing.id, { reason: "misleading", details: "  Not a trek at all  " }))
      .statusCode,
  ).toBe(200);

  return {
    reporter,
    sender,
    message: message!,
    review,
    reviewer,
    flagged,
    contester,
    reviewedOn,
    host,
    listing,
  };
}

describe("reporting a listing", () => {
  it("takes one open report per member and listing; the host cannot report their own", async () => {
    const host = await t.login();
    const member = await t.login();
    const listing = await createEvent(t.database.db, { createdBy: host.id });
    const first = await report(member, listing.id, { reason: "unsafe", details: "Night trek with no guide" });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(MODERATION_MESSAGES.listingReported);
    const again = await report(member, listing.id, { reason: "scam" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MODERATION_MESSAGES.listingDuplicate);
    const own = await report(host, listing.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(MODERATION_MESSAGES.listingOwn);
    expect((await report(undefined, listing.id)).statusCode).toBe(401);
    const rows = await t.database.db
      .select()
      .from(listingReports)
      .where(eq(listingReports.eventId, listing.id));
    expect(rows.map((r) => [r.reason, r.details])).toEqual([["unsafe", "Night trek with no guide"]]);
  });

  it("asks for a reason from the list and words under 500 characters; never a 5xx", async () => {
    const host = await t.login();
    const member = await t.login();
    const listing = await createEvent(t.database.db, { createdBy: host.id });
    for (const payload of [{}, { reason: "" }, { reason: "boring" }, { reason: 42 }, { reason: ["scam"] }]) {
      const res = await report(member, listing.id, payload);
      expect(res.statusCode).toBe(400);
    }
    expect(
      (await report(member, listing.id, { reason: "scam", details: "x".repeat(501) })).json().message,
    ).toBe(MODERATION_MESSAGES.listingDetailsTooLong);
    // Unknown, malformed, or not visible to members (pending): not found.
    const pending = await createEvent(t.database.db, { createdBy: host.id, status: "pending" });
    for (const id of [crypto.randomUUID(), "not-an-id", pending.id]) {
      expect((await report(member, id)).statusCode).toBe(404);
    }
  });
});

describe("the queue", () => {
  it("is for admins: a member is refused (403), an anonymous caller 401", async () => {
    const member = await t.login();
    for (const [method, url] of [
      ["GET", "/api/admin/moderation/cases"],
      ["GET", "/api/admin/moderation/counts"],
      ["POST", "/api/admin/moderation/resolve"],
    ] as const) {
      expect((await t.call(method, url, undefined, method === "POST" ? {} : undefined)).statusCode).toBe(401);
      expect((await t.call(method, url, member, method === "POST" ? {} : undefined)).statusCode).toBe(403);
    }
  });

  it("lists one case per thing reported, in one shape, filterable by subject", async () => {
    const s = await oneOfEach();
    const admin = await t.login({ role: "admin" });
    const list = await allCases(admin);
    const message = caseOf(list, "message", s.message.id);
    expect(message).toMatchObject({
      _id: `message:${s.message.id}`,
      status: "open",
      reason: "Insulting",
      reports: 1,
      excerpt: "Rude words",
      reportedBy: { _id: s.reporter.id, name: "Kavya Menon" },
      about: { _id: s.sender.id, name: "Rohan Gupta" },
    });
    expect(caseOf(list, "review", s.review.id)).toMatchObject({
      about: { _id: s.reviewer.id },
      event: { _id: s.reviewedOn.id },
      reason: "Attacks the host",
    });
    expect(caseOf(list, "member", s.flagged.id)).toMatchObject({ about: { name: "Farhan Qureshi" } });
    expect(caseOf(list, "attendance", `${s.reviewedOn.id}.${s.contester.id}`)).toMatchObject({
      reason: "I was there",
      reportedBy: { _id: s.contester.id },
    });
    expect(caseOf(list, "listing", s.listing.id)).toMatchObject({
      reason: "Misleading: not what it says: Not a trek at all",
      about: { _id: s.host.id },
      event: { _id: s.listing.id, name: "Sunset trek" },
    });
    const onlyListings = await allCases(admin, "?subject=listing");
    expect(onlyListings.every((c) => c.subject === "listing")).toBe(true);
    expect(caseOf(onlyListings, "listing", s.listing.id)).toBeDefined();
    const counts = await t.data("GET", "/api/admin/moderation/counts", admin);
    expect(counts.all).toBe(
      counts.message + counts.review + counts.member + counts.attendance + counts.listing,
    );
    expect(counts.listing).toBeGreaterThanOrEqual(1);
  });

  it("pages newest first and most urgent first without a gap or a repeat", async () => {
    await oneOfEach();
    const s = await oneOfEach();
    // A second report makes the listing the most reported case.
    for (let i = 0; i < 3; i++) {
      expect((await report(await t.login(), s.listing.id, { reason: "scam" })).statusCode).toBe(200);
    }
    const admin = await t.login({ role: "admin" });
    const newest = await allCases(admin, "?limit=2");
    const keys = newest.map((c) => c._id);
    expect(new Set(keys).size).toBe(keys.length);
    const times = newest.map((c) => Date.parse(c.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const urgent = await allCases(admin, "?order=urgent&limit=3");
    expect(urgent.map((c) => c._id).sort()).toEqual([...keys].sort());
    expect(urgent[0].reports).toBeGreaterThanOrEqual(4);
    const counts = urgent.map((c) => c.reports);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    // A cursor that does not read starts from the top; bad queries are a 400, never a 5xx.
    expect((await cases(admin, "?cursor=garbage")).statusCode).toBe(200);
    for (const q of ["?subject=pets", "?order=loudest", "?limit=0", "?limit=500"]) {
      expect((await cases(admin, q)).statusCode).toBe(400);
    }
  });
});

describe("deciding a case", () => {
  it("runs each subject's own keep or act, with its audit entry, and refuses a second decision cleanly", async () => {
    const s = await oneOfEach();
    const admin = await t.login({ role: "admin" });
    const db = t.database.db;
    const decide = async (subject: string, subjectId: string, decision: string, message: string) => {
      const res = await resolve(admin, { subject, subjectId, decision });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(message);
      const twice = await resolve(admin, { subject, subjectId, decision });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe(MODERATION_MESSAGES.caseNotFound);
    };
    await decide("message", s.message.id, "act", MESSAGE_FLAG_MESSAGES.removed);
    expect((await db.select().from(messages).where(eq(messages.id, s.message.id)))[0]!.content).toBe("");
    await decide("review", s.review.id, "keep", REVIEW_FLAG_MESSAGES.kept);
    expect((await db.select().from(reviews).where(eq(reviews.id, s.review.id)))[0]!.hiddenAt).toBeNull();
    await decide("member", s.flagged.id, "act", SAFETY_MESSAGES.banned);
    expect((await db.select().from(users).where(eq(users.id, s.flagged.id)))[0]!.isBanned).toBe(true);
    await decide("attendance", `${s.reviewedOn.id}.${s.contester.id}`, "act", ATTENDANCE_MESSAGES.overturned);
    const [mark] = await db
      .select()
      .from(attendance)
      .where(and(eq(attendance.eventId, s.reviewedOn.id), eq(attendance.userId, s.contester.id)));
    expect(mark).toMatchObject({ came: true, contestOutcome: "overturned" });
    await decide("listing", s.listing.id, "keep", MODERATION_MESSAGES.listingKept);

    const actions = (await db.select().from(auditLog).where(eq(auditLog.actorId, admin.id))).map(
      (a) => a.action,
    );
    expect(actions.sort()).toEqual(
      ["remove-message", "keep-review", "ban", "unflag", "overturn-no-show", "keep-listing"].sort(),
    );
    const list = await allCases(admin);
    for (const [subject, id] of [
      ["message", s.message.id],
      ["review", s.review.id],
      ["member", s.flagged.id],
      ["listing", s.listing.id],
    ] as const) {
      expect(caseOf(list, subject, id)).toBeUndefined();
    }
    // The member may report the listing again once the admins have decided.
    expect((await report(s.reporter, s.listing.id)).statusCode).toBe(200);
  });

  it("takes a listing down through the events lifecycle: rejected, cancelled, its host and members told", async () => {
    const host = await t.login();
    const seat = await t.login();
    const listing = await createEvent(t.database.db, { createdBy: host.id });
    await t.database.db
      .insert(participants)
      .values({ eventId: listing.id, userId: seat.id, requestStatus: "accepted" });
    expect((await report(await t.login(), listing.id, { reason: "scam" })).statusCode).toBe(200);
    const admin = await t.login({ role: "admin" });
    const res = await resolve(admin, { subject: "listing", subjectId: listing.id, decision: "act" });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MODERATION_MESSAGES.listingTakenDown);
    const [row] = await t.database.db.select().from(events).where(eq(events.id, listing.id));
    expect(row).toMatchObject({
      status: "rejected",
      eventStatus: "cancelled",
      rejectionReason: MODERATION_MESSAGES.takenDownReason,
    });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetEventId, listing.id));
    expect(entry).toMatchObject({ actorId: admin.id, action: "take-down-listing", targetUserId: host.id });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.eventId, listing.id));
    expect(told.map((n) => [n.userId, n.kind]).sort()).toEqual(
      [
        [host.id, "event_rejected"],
        [seat.id, "event_cancelled"],
      ].sort(),
    );
    const [report1] = await t.database.db
      .select()
      .from(listingReports)
      .where(eq(listingReports.eventId, listing.id));
    expect(report1).toMatchObject({ outcome: "acted", resolvedBy: admin.id });
    // Members no longer see it.
    expect((await t.call("GET", `/api/events/${listing.id}`, seat)).statusCode).toBe(404);
  });

  it("answers any wrong input with a 4xx and a sentence, never a 5xx", async () => {
    const admin = await t.login({ role: "admin" });
    const bodies: object[] = [
      {},
      { subject: "pets", subjectId: crypto.randomUUID(), decision: "keep" },
      { subject: "message", subjectId: crypto.randomUUID(), decision: "maybe" },
      { subject: "message", subjectId: "not-an-id", decision: "keep" },
      { subject: "review", subjectId: crypto.randomUUID(), decision: "act" },
      { subject: "member", subjectId: crypto.randomUUID(), decision: "keep" },
      { subject: "attendance", subjectId: "a.b.c", decision: "keep" },
      { subject: "attendance", subjectId: `${crypto.randomUUID()}.${crypto.randomUUID()}`, decision: "act" },
      { subject: "listing", subjectId: crypto.randomUUID(), decision: "act" },
      { subject: 7, subjectId: null, decision: [] },
      { subject: "listing", subjectId: "x".repeat(500), decision: "keep" },
    ];
    for (const body of bodies) {
      const res = await resolve(admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(typeof res.json().message).toBe("string");
    }
  });

  it("keeps the four subjects' own endpoints working beside the queue", async () => {
    const s = await oneOfEach();
    const admin = await t.login({ role: "admin" });
    const old = await t.call("POST", `/api/admin/reviews/${s.review.id}/resolve`, admin, {
      decision: "hide",
    });
    expect(old.statusCode).toBe(200);
    const again = await resolve(admin, { subject: "review", subjectId: s.review.id, decision: "keep" });
    expect(again.statusCode).toBe(409);
    expect((await t.call("PATCH", `/api/admin/unflag/${s.flagged.id}`, admin)).statusCode).toBeLessThan(300);
  });
});

// PGlite runs one query at a time, so the race is real only on PostgreSQL (a pool of 10).
const ROUNDS = testDatabaseKind() === "postgres" ? 3 : 1;

describe("two admins deciding one case at once", () => {
  it(`leave exactly one winner for every subject (${ROUNDS} rounds)`, async () => {
    const one = await t.login({ role: "admin" });
    const two = await t.login({ role: "admin" });
    for (let round = 0; round < ROUNDS; round++) {
      const s = await oneOfEach();
      const subjects: [string, string][] = [
        ["message", s.message.id],
        ["review", s.review.id],
        ["member", s.flagged.id],
        ["attendance", `${s.reviewedOn.id}.${s.contester.id}`],
        ["listing", s.listing.id],
      ];
      for (const [subject, subjectId] of subjects) {
        const answers = await Promise.all([
          resolve(one, { subject, subjectId, decision: "act" }),
          resolve(two, { subject, subjectId, decision: "keep" }),
        ]);
        const statuses = answers.map((a) => a.statusCode).sort();
        expect(statuses, subject).toEqual([200, 409]);
      }
    }
  });
});
