import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { attendance, auditLog, flags, jobs, notifications, participants } from "../../db/schema";
import { type Member, testAppForFile } from "../../test/app";
import { createEvent } from "../../test/factories";

const t = testAppForFile();
const DAY = 86_400_000;

type EventOverrides = Partial<Parameters<typeof createEvent>[1]>;

/** An event of `host` that ended `endedDaysAgo` days ago, with accepted members (and others). */
async function endedEvent(
  host: Member,
  accepted: Member[],
  opts: { endedDaysAgo?: number; others?: { member: Member; status: "requested" | "rejected" }[] } & {
    overrides?: EventOverrides;
  } = {},
) {
  const end = Date.now() - (opts.endedDaysAgo ?? 1) * DAY;
  const event = await createEvent(t.database.db, {
    createdBy: host.id,
    fromDate: new Date(end - DAY),
    toDate: new Date(end),
    ...opts.overrides,
  });
  const rows = [
    ...accepted.map((m) => ({ userId: m.id, requestStatus: "accepted" as const })),
    ...(opts.others ?? []).map((o) => ({ userId: o.member.id, requestStatus: o.status })),
  ];
  if (rows.length > 0) {
    await t.database.db.insert(participants).values(rows.map((r) => ({ eventId: event.id, ...r })));
  }
  return event;
}

const mark = (host: Member | undefined, eventId: string, came: string[]) =>
  t.call("PUT", `/api/events/${eventId}/attendance`, host, { came });

const marksOf = async (eventId: string) =>
  Object.fromEntries(
    (await t.database.db.select().from(attendance).where(eq(attendance.eventId, eventId))).map((r) => [
      r.userId,
      r.came,
    ]),
  );

const openAutoFlags = async (userId: string) =>
  (await t.database.db.select().from(flags).where(eq(flags.userId, userId))).filter(
    (f) => f.reportedBy === null && f.resolvedAt === null,
  );

describe("marking who came", () => {
  it("lists the accepted members, marks the unticked as no-shows, and corrects a mistake", async () => {
    const host = await t.login();
    const [asha, ravi] = [await t.login(), await t.login()];
    const waiting = await t.login();
    const event = await endedEvent(host, [asha, ravi], {
      others: [{ member: waiting, status: "requested" }],
    });

    const before = await t.data("GET", `/api/events/${event.id}/attendance`, host);
    expect(before).toMatchObject({ eventId: event.id, window: "open", marked: false });
    expect(before.members.map((m: { user: { _id: string } }) => m.user._id).sort()).toEqual(
      [asha.id, ravi.id].sort(),
    );
    expect(before.members.every((m: { came: null }) => m.came === null)).toBe(true);

    const saved = await mark(host, event.id, [asha.id]);
    expect(saved.json()).toMatchObject({ success: true, message: "Attendance saved." });
    expect(await marksOf(event.id)).toEqual({ [asha.id]: true, [ravi.id]: false });
    // The same marking again changes nothing; a correction flips the mark.
    expect((await mark(host, event.id, [asha.id])).statusCode).toBe(200);
    expect(await marksOf(event.id)).toEqual({ [asha.id]: true, [ravi.id]: false });
    expect((await mark(host, event.id, [asha.id, ravi.id])).statusCode).toBe(200);
    expect(await marksOf(event.id)).toEqual({ [asha.id]: true, [ravi.id]: true });

    const after = await t.data("GET", `/api/events/${event.id}/attendance`, host);
    expect(after.marked).toBe(true);
  });

  it("marks only accepted members: anyone else in the list is a 400 and nothing changes", async () => {
    const host = await t.login();
    const member = await t.login();
    const waiting = await t.login();
    const turnedAway = await t.login();
    const event = await endedEvent(host, [member], {
      others: [
        { member: waiting, status: "requested" },
        { member: turnedAway, status: "rejected" },
      ],
    });
    for (const came of [[waiting.id], [turnedAway.id], [host.id], ["not-an-id"], [member.id, "x"]]) {
      const res = await mark(host, event.id, came);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Only accepted members can be marked.");
    }
    expect(await marksOf(event.id)).toEqual({});
    expect((await t.call("PUT", `/api/events/${event.id}/attendance`, host, { came: "x" })).statusCode).toBe(
      400,
    );
    expect((await t.call("PUT", `/api/events/${event.id}/attendance`, host, {})).statusCode).toBe(400);
  });

  it("lets only the host mark, only after the end and within 7 days", async () => {
    const host = await t.login();
    const member = await t.login();
    const stranger = await t.login();
    const admin = await t.login({ role: "admin" });
    const event = await endedEvent(host, [member]);

    for (const [who, status] of [
      [undefined, 401],
      [stranger, 403],
      [member, 403],
      [admin, 403],
    ] as const) {
      expect((await mark(who, event.id, [member.id])).statusCode).toBe(status);
      expect((await t.call("GET", `/api/events/${event.id}/attendance`, who)).statusCode).toBe(status);
    }
    expect(await marksOf(event.id)).toEqual({});

    const upcoming = await endedEvent(host, [member], { endedDaysAgo: -2 });
    const early = await mark(host, upcoming.id, [member.id]);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("You can mark who came once the experience has ended.");
    expect((await t.data("GET", `/api/events/${upcoming.id}/attendance`, host)).window).toBe("before");

    const stale = await endedEvent(host, [member], { endedDaysAgo: 8 });
    const late = await mark(host, stale.id, [member.id]);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("Marking closed 7 days after the experience ended.");
    expect((await t.data("GET", `/api/events/${stale.id}/attendance`, host)).window).toBe("closed");
    // Six days after the end the window is still open.
    expect(
      (await mark(host, (await endedEvent(host, [member], { endedDaysAgo: 6 })).id, [])).statusCode,
    ).toBe(200);

    const cancelled = await endedEvent(host, [member], { overrides: { eventStatus: "cancelled" } });
    expect((await mark(host, cancelled.id, [member.id])).statusCode).toBe(409);
    // A pending listing is the host's own, but it never took place as a listing.
    const pending = await endedEvent(host, [member], { overrides: { status: "pending" } });
    expect((await mark(host, pending.id, [member.id])).statusCode).toBe(409);
    expect((await mark(stranger, pending.id, [member.id])).statusCode).toBe(404);
    expect((await mark(host, "not-a-uuid", [])).statusCode).toBe(404);
    expect((await mark(host, crypto.randomUUID(), [])).statusCode).toBe(404);
  });
});

describe("a member's record", () => {
  it("counts marked events only and shows the member their no-shows", async () => {
    const host = await t.login();
    const member = await t.login();
    const viewer = await t.login();
    const [one, two, unmarked] = [
      await endedEvent(host, [member]),
      await endedEvent(host, [member]),
      await endedEvent(host, [member]),
    ];
    await mark(host, one.id, [member.id]);
    await mark(host, two.id, []);
    expect(unmarked.id).toBeTruthy();

    expect(await t.data("GET", `/api/users/${member.id}/attendance`, viewer)).toEqual({ came: 1, marked: 2 });
    expect(await t.data("GET", `/api/users/${viewer.id}/attendance`, viewer)).toEqual({ came: 0, marked: 0 });
    const mine = await t.data("GET", "/api/attendance/mine", member);
    expect(mine).toMatchObject({ came: 1, marked: 2 });
    expect(mine.marks).toEqual([expect.objectContaining({ eventId: two.id, came: false, contest: null })]);

    expect((await t.call("GET", `/api/users/${member.id}/attendance`)).statusCode).toBe(401);
    expect((await t.call("GET", "/api/users/nope/attendance", viewer)).statusCode).toBe(404);
    expect((await t.call("GET", `/api/users/${crypto.randomUUID()}/attendance`, viewer)).statusCode).toBe(
      404,
    );
    const banned = await t.login({ overrides: { isBanned: true } });
    expect((await t.call("GET", `/api/users/${banned.id}/attendance`, viewer)).statusCode).toBe(404);
    await t.call("POST", `/api/users/block/${viewer.id}`, member);
    expect((await t.call("GET", `/api/users/${member.id}/attendance`, viewer)).statusCode).toBe(404);
  });
});

describe("three no-shows in 90 days", () => {
  it("flag the member to the admins once, with no reporter", async () => {
    const host = await t.login();
    const member = await t.login();
    const admin = await t.login({ role: "admin" });
    // A no-show of long ago does not count.
    const old = await endedEvent(host, [member], { endedDaysAgo: 100 });
    await t.database.db.insert(attendance).values({ eventId: old.id, userId: member.id, came: false });
    const events = [];
    for (let i = 0; i < 4; i++) events.push(await endedEvent(host, [member], { endedDaysAgo: 1 + i }));

    await mark(host, events[0]!.id, []);
    await mark(host, events[1]!.id, []);
    expect(await openAutoFlags(member.id)).toHaveLength(0);
    // Marking the same no-show again is not a new one.
    await mark(host, events[1]!.id, []);
    expect(await openAutoFlags(member.id)).toHaveLength(0);

    await mark(host, events[2]!.id, []);
    const [flag] = await openAutoFlags(member.id);
    expect(flag).toMatchObject({ reason: "Repeated no-shows", reportedBy: null });

    const flagged = await t.data("GET", "/api/admin/flagged-users", admin);
    const entry = flagged.find((f: { _id: string }) => f._id === member.id);
    expect(entry.flags).toEqual([expect.objectContaining({ reason: "Repeated no-shows", reportedBy: null })]);
    const profile = await t.data("GET", `/api/admin/user/${member.id}`, admin);
    expect(profile.flagCount).toBe(1);

    // A fourth no-show while the flag is open does not flag again.
    await mark(host, events[3]!.id, []);
    expect(await openAutoFlags(member.id)).toHaveLength(1);
    expect((await t.call("PATCH", `/api/admin/unflag/${member.id}`, admin)).statusCode).toBe(200);
    expect(await openAutoFlags(member.id)).toHaveLength(0);
  });

  it("leave a member with two recent no-shows unflagged", async () => {
    const host = await t.login();
    const member = await t.login();
    for (let i = 0; i < 2; i++) await mark(host, (await endedEvent(host, [member])).id, []);
    await mark(host, (await endedEvent(host, [member])).id, [member.id]);
    expect(await openAutoFlags(member.id)).toHaveLength(0);
  });
});

describe("contesting a no-show mark", () => {
  it("goes to the admins once, who uphold or overturn it (audited)", async () => {
    const host = await t.login();
    const [member, other] = [await t.login(), await t.login()];
    const admin = await t.login({ role: "admin" });
    const event = await endedEvent(host, [member, other]);
    await mark(host, event.id, []);
    const contest = (who: Member | undefined, reason?: string) =>
      t.call(
        "POST",
        `/api/events/${event.id}/attendance/contest`,
        who,
        reason === undefined ? {} : { reason },
      );

    expect((await contest(member, "  ")).json().message).toBe("Please tell us why the mark is wrong.");
    expect((await contest(member, "x".repeat(501))).statusCode).toBe(400);
    expect((await contest(undefined, "I was there")).statusCode).toBe(401);
    // Only one's own mark: the host and a stranger have none here.
    expect((await contest(host, "I was there")).statusCode).toBe(404);
    expect((await contest(await t.login(), "I was there")).statusCode).toBe(404);

    const ok = await contest(member, "I was there, ask Ravi.");
    expect(ok.json()).toMatchObject({
      success: true,
      message: "Thank you. Our admins will review the mark.",
    });
    const again = await contest(member, "Really, I was.");
    expect(again.statusCode).toBe(409);
    expect((await contest(other, "Stuck in traffic")).statusCode).toBe(200);

    const mine = await t.data("GET", "/api/attendance/mine", member);
    expect(mine.marks[0].contest).toMatchObject({ reason: "I was there, ask Ravi.", outcome: "pending" });

    // Only admins see and decide contests.
    expect((await t.call("GET", "/api/admin/attendance/contests", member)).statusCode).toBe(403);
    const decide = (who: Member | undefined, userId: string, decision?: string) =>
      t.call("POST", `/api/admin/attendance/contests/${event.id}/${userId}`, who, { decision });
    expect((await decide(member, member.id, "overturn")).statusCode).toBe(403);
    expect((await decide(host, member.id, "overturn")).statusCode).toBe(403);
    expect((await decide(undefined, member.id, "overturn")).statusCode).toBe(401);
    const open = await t.data("GET", "/api/admin/attendance/contests", admin);
    const ours = open.filter((c: { eventId: string }) => c.eventId === event.id);
    expect(ours).toEqual([
      expect.objectContaining({
        member: expect.objectContaining({ _id: member.id }),
        reason: "I was there, ask Ravi.",
      }),
      expect.objectContaining({
        member: expect.objectContaining({ _id: other.id }),
        host: expect.objectContaining({ _id: host.id }),
      }),
    ]);

    expect((await decide(admin, member.id, "maybe")).statusCode).toBe(400);
    expect((await decide(admin, member.id)).statusCode).toBe(400);
    expect((await decide(admin, host.id, "overturn")).statusCode).toBe(404);
    const overturned = await decide(admin, member.id, "overturn");
    expect(overturned.json().message).toBe("The mark is overturned: the member came.");
    expect((await decide(admin, member.id, "uphold")).statusCode).toBe(404);
    expect((await decide(admin, other.id, "uphold")).json().message).toBe("The no-show mark stands.");
    expect(await marksOf(event.id)).toEqual({ [member.id]: true, [other.id]: false });
    expect(await t.data("GET", `/api/users/${member.id}/attendance`, other)).toEqual({ came: 1, marked: 1 });

    const log = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetEventId, event.id)));
    expect(log.map((l) => [l.action, l.targetUserId, l.actorId]).sort()).toEqual(
      [
        ["overturn-no-show", member.id, admin.id],
        ["uphold-no-show", other.id, admin.id],
      ].sort(),
    );

    // A decided mark stays whatever the host marks afterwards; the sheet shows it as settled.
    await mark(host, event.id, [other.id]);
    expect(await marksOf(event.id)).toEqual({ [member.id]: true, [other.id]: false });
    const sheet = await t.data("GET", `/api/events/${event.id}/attendance`, host);
    expect(sheet.members.every((m: { settled: boolean }) => m.settled)).toBe(true);
    // A mark that reads "came" cannot be contested.
    expect((await contest(member, "Again")).statusCode).toBe(404);
  });

  it("is dropped when the host corrects the mark", async () => {
    const host = await t.login();
    const member = await t.login();
    const event = await endedEvent(host, [member]);
    await mark(host, event.id, []);
    await t.call("POST", `/api/events/${event.id}/attendance/contest`, member, { reason: "I came" });
    await mark(host, event.id, [member.id]);
    const [row] = await t.database.db.select().from(attendance).where(eq(attendance.eventId, event.id));
    expect(row).toMatchObject({ came: true, contestedAt: null, contestReason: null });
  });
});

describe("a no-show mark is never silent (issue 25 item 12)", () => {
  const toldOf = async (userId: string) =>
    (
      await t.database.db
        .select({ kind: notifications.kind, eventId: notifications.eventId, actorId: notifications.actorId })
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(notifications.createdAt)
    ).filter((n) => n.kind.startsWith("no_show_"));

  it("tells the member when marked, warns them one mark before the flag, and tells the decision", async () => {
    const host = await t.login();
    const [member, cameToo] = [await t.login(), await t.login()];
    const admin = await t.login({ role: "admin" });
    const first = await endedEvent(host, [member, cameToo], { endedDaysAgo: 3 });
    const second = await endedEvent(host, [member], { endedDaysAgo: 2 });

    await mark(host, first.id, [cameToo.id]);
    expect(await toldOf(member.id)).toEqual([
      { kind: "no_show_marked", eventId: first.id, actorId: host.id },
    ]);
    // Who came hears nothing; marking the same no-show again tells nobody twice.
    expect(await toldOf(cameToo.id)).toEqual([]);
    await mark(host, first.id, [cameToo.id]);
    expect(await toldOf(member.id)).toHaveLength(1);

    // The second within 90 days: one more would flag, so the member is warned before it comes.
    await mark(host, second.id, []);
    expect((await toldOf(member.id)).map((n) => n.kind)).toEqual([
      "no_show_marked",
      "no_show_marked",
      "no_show_warning",
    ]);
    expect(await openAutoFlags(member.id)).toHaveLength(0);

    // The member reads it in the bell, with the way to their record.
    const bell = await t.data("GET", "/api/notifications", member);
    const texts = bell.items.map((i: { text: string; link: string }) => [i.text, i.link]);
    expect(texts).toContainEqual([
      `The host marked you as not coming to ${second.name}. If you were there, contest it from your profile.`,
      "/profile",
    ]);
    expect(texts).toContainEqual([
      "That's 2 no-shows in 90 days. One more and your account goes to the admins for review.",
      "/profile",
    ]);

    // Contests decided either way are told too.
    const contest = (eventId: string) =>
      t.call("POST", `/api/events/${eventId}/attendance/contest`, member, { reason: "I was there" });
    const decide = (eventId: string, decision: string) =>
      t.call("POST", `/api/admin/attendance/contests/${eventId}/${member.id}`, admin, { decision });
    expect((await contest(first.id)).statusCode).toBe(200);
    expect((await contest(second.id)).statusCode).toBe(200);
    expect((await decide(first.id, "uphold")).statusCode).toBe(200);
    expect((await decide(second.id, "overturn")).statusCode).toBe(200);
    const decided = (await toldOf(member.id)).slice(3);
    expect(decided).toEqual([
      { kind: "no_show_upheld", eventId: first.id, actorId: null },
      { kind: "no_show_overturned", eventId: second.id, actorId: null },
    ]);
    const after = await t.data("GET", "/api/notifications", member);
    expect(after.items.map((i: { text: string }) => i.text)).toContain(
      `An admin reviewed your contest for ${first.name}: the no-show mark stands.`,
    );
  });

  it("reaches the member outside the app as event updates (push or email, held by quiet hours)", async () => {
    const host = await t.login();
    const member = await t.login();
    const event = await endedEvent(host, [member]);
    await mark(host, event.id, []);
    const queued = await t.database.db.select({ kind: jobs.kind, dedupKey: jobs.dedupKey }).from(jobs);
    expect(queued.filter((j) => j.dedupKey?.includes(member.id) && j.dedupKey.includes("no_show"))).toEqual([
      expect.objectContaining({ kind: "email.notification" }),
    ]);
  });
});

describe("reviews once marking exists", () => {
  const review = (who: Member, eventId: string) =>
    t.call("POST", `/api/review/${eventId}/post`, who, { rating: 5, review: "Lovely day out." });

  it("are limited to members marked as having come", async () => {
    const host = await t.login();
    const [came, noShow, early] = [await t.login(), await t.login(), await t.login()];
    const event = await endedEvent(host, [came, noShow, early]);
    // Before marking, any accepted member reviews.
    expect((await review(early, event.id)).statusCode).toBe(200);
    await mark(host, event.id, [came.id, early.id]);
    const refused = await review(noShow, event.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      "Only members the host marked as having come can review this experience.",
    );
    expect((await review(came, event.id)).statusCode).toBe(200);
  });
});
