import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, participants } from "../../db/schema";
import { testAppForFile } from "../../test/app";
import { createEvent } from "../../test/factories";
import { DEV_ISSUER, devSubject } from "../auth/dev-issuer";
import { signDevIdToken } from "../dev-idp/issuer";
import { loadDevIdpKeys } from "../dev-idp/keys";

const t = testAppForFile();

describe("admin people calls", () => {
  it("refuse members and anonymous callers, changing nothing", async () => {
    const member = await t.login();
    const other = await t.login();
    const calls: ["GET" | "POST" | "PATCH", string, object?][] = [
      ["GET", "/api/admin/users"],
      ["GET", "/api/admin/flagged-users"],
      ["GET", `/api/admin/user/${other.id}`],
      ["GET", `/api/admin/matchmaking/${other.id}`],
      ["GET", `/api/admin/matchmaking/compatibility/${member.id}/${other.id}`],
      ["GET", `/api/admin/matchmaking/common/${member.id}/${other.id}`],
      ["POST", `/api/admin/matchmaking/assign-score/${member.id}/${other.id}`, { score: 99, reason: "x" }],
      ["PATCH", `/api/admin/unflag/${other.id}`],
      ["PATCH", `/api/admin/users/${other.id}/ban`],
      ["PATCH", `/api/admin/users/${other.id}/unban`],
    ];
    for (const [method, url, body] of calls) {
      expect((await t.call(method, url, member, body)).statusCode, url).toBe(403);
      expect((await t.call(method, url, undefined, body)).statusCode, url).toBe(401);
    }
    expect((await t.call("GET", `/api/users/${other.id}`, member)).json().data.isBanned).toBe(false);
    expect(
      (await t.call("GET", `/api/matching/compatibility/${other.id}`, member)).json().data.compatibilityScore,
    ).not.toBe(99);
  });
});

describe("flags, bans and unflag", () => {
  it("shows flags to admins, bans a member at once, and unbans", async () => {
    const admin = await t.login({ role: "admin" });
    const reporter = await t.login({ overrides: { name: "Reporter One" } });
    const keys = await loadDevIdpKeys(t.database.db);
    const email = `flagged-${Date.now()}@example.test`;
    const flagged = await t.login({
      overrides: { issuer: DEV_ISSUER, subject: devSubject(email), email, name: "Flagged Member" },
    });
    const signIn = async () =>
      t.call("POST", "/api/users/login", undefined, { firebaseToken: await signDevIdToken(keys, { email }) });
    const matchedIds = async () =>
      (await t.data("GET", "/api/matching?limit=50", reporter)).map((p: { _id: string }) => p._id);
    const host = await t.login();
    const event = await createEvent(t.database.db, { createdBy: host.id });
    await t.call("POST", `/api/events/${event.id}/join`, flagged);

    await t.call("POST", `/api/users/flag/${flagged.id}`, reporter, { reason: "Asked for money" });
    const list = (await t.call("GET", "/api/admin/flagged-users", admin)).json().data;
    const entry = list.find((u: { _id: string }) => u._id === flagged.id);
    expect(entry).toMatchObject({ name: "Flagged Member", flagCount: 1 });
    expect(entry.flags[0]).toMatchObject({
      reason: "Asked for money",
      reportedBy: { _id: reporter.id, name: "Reporter One" },
    });
    const profile = (await t.call("GET", `/api/admin/user/${flagged.id}`, admin)).json().data;
    expect(profile).toMatchObject({ flagCount: 1, mobileNo: "9876543210", hostRating: null });

    const ban = await t.call("PATCH", `/api/admin/users/${flagged.id}/ban`, admin);
    expect(ban.json()).toMatchObject({ success: true, message: "User has been banned." });
    // The existing token answers 401 at once, and sign-in is refused.
    const refused = await t.call("GET", "/api/events", flagged);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toContain("token");
    expect((await signIn()).statusCode).toBe(403);
    // Gone from matching and from the participant lists others see.
    expect(await matchedIds()).not.toContain(flagged.id);
    const seekers = (await t.call("GET", `/api/events/${event.id}`, host)).json().data.participants;
    expect(seekers.map((p: { user: { _id: string } }) => p.user._id)).not.toContain(flagged.id);
    expect((await t.call("PATCH", `/api/admin/users/${flagged.id}/ban`, admin)).statusCode).toBe(409);

    const unban = await t.call("PATCH", `/api/admin/users/${flagged.id}/unban`, admin);
    expect(unban.json().message).toBe("User has been unbanned.");
    expect((await signIn()).statusCode).toBe(200);
    expect(await matchedIds()).toContain(flagged.id);
    // The ban withdrew their request to the upcoming event, and unbanning does not bring it back (ADR 0014).
    expect(
      await t.database.db
        .select()
        .from(participants)
        .where(and(eq(participants.eventId, event.id), eq(participants.userId, flagged.id))),
    ).toHaveLength(0);

    const unflag = await t.call("PATCH", `/api/admin/unflag/${flagged.id}`, admin);
    expect(unflag.json().message).toBe("Flags removed.");
    expect(
      (await t.call("GET", "/api/admin/flagged-users", admin))
        .json()
        .data.find((u: { _id: string }) => u._id === flagged.id),
    ).toBeUndefined();
    expect((await t.call("PATCH", `/api/admin/unflag/${flagged.id}`, admin)).statusCode).toBe(409);

    const actions = (
      await t.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, flagged.id))
    ).map((a) => [a.action, a.actorId]);
    expect(actions).toEqual([
      ["ban", admin.id],
      ["unban", admin.id],
      ["unflag", admin.id],
    ]);
  });

  it("never bans oneself or another admin", async () => {
    const admin = await t.login({ role: "admin" });
    const other = await t.login({ role: "admin" });
    expect((await t.call("PATCH", `/api/admin/users/${admin.id}/ban`, admin)).statusCode).toBe(400);
    expect((await t.call("PATCH", `/api/admin/users/${other.id}/ban`, admin)).statusCode).toBe(403);
  });

  it("searches members by name, location and gender", async () => {
    const admin = await t.login({ role: "admin" });
    await t.login({ overrides: { name: "Zara Unique", gender: "female", currentCity: "Shillong" } });
    const byName = (await t.call("GET", "/api/admin/users?q=zara%20uni", admin)).json().data;
    expect(byName.map((u: { name: string }) => u.name)).toEqual(["Zara Unique"]);
    expect((await t.call("GET", "/api/admin/users?q=shillong", admin)).json().data).toHaveLength(1);
    expect((await t.call("GET", "/api/admin/users?q=shillong&gender=male", admin)).json().data).toHaveLength(
      0,
    );
  });
});

describe("matchmaking", () => {
  it("assigns a score that replaces the formula for both members, and checks its range", async () => {
    const admin = await t.login({ role: "admin" });
    const a = await t.login();
    const b = await t.login();
    for (const score of [101, -1, "abc", 50.5, undefined]) {
      const res = await t.call("POST", `/api/admin/matchmaking/assign-score/${a.id}/${b.id}`, admin, {
        score,
        reason: "x",
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Please enter a score between 0 and 100.");
    }
    const ok = await t.call("POST", `/api/admin/matchmaking/assign-score/${a.id}/${b.id}`, admin, {
      score: 87,
      reason: "Both love the hills",
    });
    expect(ok.json().message).toBe("Score saved.");
    expect(
      (await t.call("GET", `/api/matching/compatibility/${b.id}`, a)).json().data.compatibilityScore,
    ).toBe(87);
    expect(
      (await t.call("GET", `/api/matching/compatibility/${a.id}`, b)).json().data.compatibilityScore,
    ).toBe(87);
    const first = (await t.call("GET", "/api/matching?limit=50", a))
      .json()
      .data.find((p: { _id: string }) => p._id === b.id);
    expect(first.matchPercentage).toBe(87);
    expect(
      (await t.call("GET", `/api/admin/matchmaking/compatibility/${b.id}/${a.id}`, admin)).json().data,
    ).toEqual({ compatibility: 87, assigned: true });
    // A new score replaces the old one.
    await t.call("POST", `/api/admin/matchmaking/assign-score/${b.id}/${a.id}`, admin, {
      score: "42",
      reason: "",
    });
    expect(
      (await t.call("GET", `/api/matching/compatibility/${b.id}`, a)).json().data.compatibilityScore,
    ).toBe(42);
    expect(
      (await t.call("POST", `/api/admin/matchmaking/assign-score/${a.id}/${a.id}`, admin, { score: 10 }))
        .statusCode,
    ).toBe(400);
  });

  it("lists possible matches and opposites, and what two members share", async () => {
    const admin = await t.login({ role: "admin" });
    const a = await t.login({ overrides: { idealScenes: ["Chill game night", "Sunday café crawl"] } });
    const b = await t.login({ overrides: { idealScenes: ["Chill game night"] } });
    const lists = (await t.call("GET", `/api/admin/matchmaking/${a.id}`, admin)).json().data;
    expect(lists.matches.length).toBeGreaterThan(0);
    expect(lists.opposites.length).toBeGreaterThan(0);
    expect(lists.matches.map((m: { _id: string }) => m._id)).not.toContain(a.id);
    const common = (await t.call("GET", `/api/admin/matchmaking/common/${a.id}/${b.id}`, admin)).json().data;
    expect(common.commonIdealScenes).toEqual(["Chill game night"]);
    expect(common.user1Details).toMatchObject({
      _id: a.id,
      idealScenes: ["Chill game night", "Sunday café crawl"],
    });
  });
});
