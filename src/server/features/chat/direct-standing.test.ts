import { describe, expect, it } from "vitest";
import { attendance, participants } from "../../db/schema";
import { type Member, testAppForFile } from "../../test/app";
import { createEvent } from "../../test/factories";

// A conversation's standing (issue 38 item 8, ADR 0046): whether the two members have been on an
// experience together, which decides whether the thread cautions under money talk and links.

const t = testAppForFile();
const HOUR = 3600_000;

const standing = (who: Member, otherId: string) => t.call("GET", `/api/chat/direct/${otherId}`, who);
const met = async (who: Member, otherId: string) => {
  const res = await standing(who, otherId);
  expect(res.statusCode).toBe(200);
  return res.json().data.metOnExperience as boolean;
};

/** An approved experience hosted by `host` that started `startedHoursAgo` hours ago (negative: ahead). */
async function experience(
  host: Member,
  startedHoursAgo: number,
  overrides: { eventStatus?: "cancelled" } = {},
) {
  const from = new Date(Date.now() - startedHoursAgo * HOUR);
  return createEvent(t.database.db, {
    createdBy: host.id,
    fromDate: from,
    toDate: new Date(from.getTime() + 24 * HOUR),
    ...overrides,
  });
}

async function accept(eventId: string, ...members: Member[]) {
  await t.database.db
    .insert(participants)
    .values(members.map((m) => ({ eventId, userId: m.id, requestStatus: "accepted" as const })));
}

describe("a conversation's standing", () => {
  it("is false between strangers and true once they shared a started experience, for both", async () => {
    const host = await t.login();
    const member = await t.login();
    expect(await met(member, host.id)).toBe(false);
    expect(await met(host, member.id)).toBe(false);

    // Accepted on one that has not started yet: not met.
    const ahead = await experience(host, -48);
    await accept(ahead.id, member);
    expect(await met(member, host.id)).toBe(false);

    // The host and an accepted member of one that started: met, whoever asks.
    const started = await experience(host, 2);
    await accept(started.id, member);
    expect(await met(member, host.id)).toBe(true);
    expect(await met(host, member.id)).toBe(true);
  });

  it("counts two accepted members, but not a request still waiting, a cancelled event or a no-show", async () => {
    const host = await t.login();
    const [a, b, waiting, noShow] = [await t.login(), await t.login(), await t.login(), await t.login()];
    const trip = await experience(host, 30);
    await accept(trip.id, a, b, noShow);
    await t.database.db.insert(participants).values({ eventId: trip.id, userId: waiting.id });
    await t.database.db.insert(attendance).values({ eventId: trip.id, userId: noShow.id, came: false });
    expect(await met(a, b.id)).toBe(true);
    expect(await met(a, waiting.id)).toBe(false);
    expect(await met(a, noShow.id)).toBe(false);
    expect(await met(host, noShow.id)).toBe(false);

    const cancelledHost = await t.login();
    const c = await t.login();
    const cancelled = await experience(cancelledHost, 5, { eventStatus: "cancelled" });
    await accept(cancelled.id, c);
    expect(await met(c, cancelledHost.id)).toBe(false);
  });

  it("answers about the caller's own conversation only, refused as the conversation is", async () => {
    const host = await t.login();
    const member = await t.login();
    const other = await t.login();
    const trip = await experience(host, 3);
    await accept(trip.id, member);
    // A third member names the host: the answer is about them and the host, not the pair that met.
    expect(await met(other, host.id)).toBe(false);
    expect(await met(other, member.id)).toBe(false);
    // There is no path naming two members: a thread is always the caller's.
    expect((await t.app.inject({ method: "GET", url: `/api/chat/direct/${host.id}` })).statusCode).toBe(401);
    expect((await standing(member, member.id)).statusCode).toBe(400);
    expect((await standing(member, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await standing(member, "not-an-id")).statusCode).toBe(404);
    await t.call("POST", `/api/users/block/${member.id}`, host);
    const blocked = await standing(member, host.id);
    expect(blocked.statusCode).toBe(404);
    expect(blocked.json().data).toBeUndefined();
  });
});
