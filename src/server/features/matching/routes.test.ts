import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { compatibility, toProfile } from "../../../shared/compatibility";
import { users } from "../../db/schema";
import { type Member, testAppForFile } from "../../test/app";

const t = testAppForFile();

const get = (url: string, who?: Member) =>
  t.app.inject({ method: "GET", url, headers: who ? who.headers : {} });
const post = (url: string, who: Member, payload?: object) =>
  t.app.inject({ method: "POST", url, headers: who.headers, ...(payload ? { payload } : {}) });

const twin = {
  scenePreferences: ["Live Gigs & Music Jams", "Food Trails & Cafe Hopping"],
  idealScenes: ["Sunday café crawl", "Open mic at a brewery"],
  scenePurpose: ["Make like-minded friends"],
  sceneEnergy: "High-Energy and On-the-Move",
  spontaneityComfort: "Love last-minute adventures",
  vibe: "My kind of people – similar vibes matter",
};

describe("matching", () => {
  it("ranks other members by compatibility, with the percent and why, never the member themself", async () => {
    const me = await t.login({ overrides: twin });
    const close = await t.login({ overrides: { ...twin, name: "Close Match" } });
    const res = await get("/api/matching?limit=50", me);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const ids = body.data.map((p: { _id: string }) => p._id);
    expect(ids).not.toContain(me.id);
    expect(body.data[0]).toMatchObject({ _id: close.id, matchPercentage: 100, name: "Close Match" });
    expect(body.data[0].whyYouMatch).toBe(
      "You both love Sunday café crawls, Open mic at a brewery and Live Gigs & Music Jams",
    );
    expect(body.data[0].whyYouMatchParts).toEqual([
      "Sunday café crawl",
      "Open mic at a brewery",
      "Live Gigs & Music Jams",
    ]);
    const scores = body.data.map((p: { matchPercentage: number }) => p.matchPercentage);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it("pages with a cursor", async () => {
    const me = await t.login();
    for (let i = 0; i < 3; i++) await t.login();
    const first = (await get("/api/matching?limit=2", me)).json();
    expect(first.data).toHaveLength(2);
    const second = (await get(`/api/matching?limit=2&cursor=${first.nextCursor}`, me)).json();
    const firstIds = first.data.map((p: { _id: string }) => p._id);
    for (const p of second.data) expect(firstIds).not.toContain(p._id);
    expect(first.total).toBe(second.total);
  });

  it("answers the compatibility with one member, the same both ways", async () => {
    const a = await t.login();
    const b = await t.login({ overrides: twin });
    const ab = (await get(`/api/matching/compatibility/${b.id}`, a)).json().data.compatibilityScore;
    const ba = (await get(`/api/matching/compatibility/${a.id}`, b)).json().data.compatibilityScore;
    expect(ab).toBe(ba);
    expect(ab).toBe(compatibility(toProfile(a), toProfile(b)));
    const profile = (await get(`/api/matching/${b.id}`, a)).json().data;
    expect(profile).toMatchObject({ _id: b.id, matchPercentage: ab });
    expect(profile).not.toHaveProperty("mobileNo");
    expect((await get(`/api/matching/compatibility/${b.id}`)).statusCode).toBe(401);
    expect((await get("/api/matching/compatibility/not-a-uuid", a)).statusCode).toBe(404);
  });

  it("leaves banned members out, and brings them back on unban", async () => {
    const me = await t.login();
    const other = await t.login();
    await t.database.db.update(users).set({ isBanned: true }).where(eq(users.id, other.id));
    const ids = (await get("/api/matching?limit=50", me)).json().data.map((p: { _id: string }) => p._id);
    expect(ids).not.toContain(other.id);
    expect((await get(`/api/matching/${other.id}`, me)).statusCode).toBe(404);
    await t.database.db.update(users).set({ isBanned: false }).where(eq(users.id, other.id));
    const again = (await get("/api/matching?limit=50", me)).json().data.map((p: { _id: string }) => p._id);
    expect(again).toContain(other.id);
  });

  it("sees a newly registered member at once", async () => {
    const me = await t.login();
    await get("/api/matching", me);
    const newcomer = await t.login();
    const ids = (await get("/api/matching?limit=50", me)).json().data.map((p: { _id: string }) => p._id);
    expect(ids).toContain(newcomer.id);
  });
});

describe("blocking", () => {
  it("hides both members from each other until the blocker unblocks", async () => {
    const blocker = await t.login();
    const blocked = await t.login();
    expect((await post(`/api/users/block/${blocked.id}`, blocker)).json().message).toBe(
      "Member blocked. You will no longer see each other.",
    );
    for (const [a, b] of [
      [blocker, blocked],
      [blocked, blocker],
    ] as const) {
      const ids = (await get("/api/matching?limit=50", a)).json().data.map((p: { _id: string }) => p._id);
      expect(ids).not.toContain(b.id);
      expect((await get(`/api/users/${b.id}`, a)).statusCode).toBe(404);
      expect((await get(`/api/matching/${b.id}`, a)).statusCode).toBe(404);
      expect((await get(`/api/matching/compatibility/${b.id}`, a)).statusCode).toBe(404);
    }
    expect((await get("/api/users/blocked", blocker)).json().data).toEqual([
      { _id: blocked.id, name: blocked.name, avatar: null },
    ]);
    // Only the blocker can lift it.
    const notTheirs = await t.app.inject({
      method: "DELETE",
      url: `/api/users/block/${blocker.id}`,
      headers: blocked.headers,
    });
    expect(notTheirs.statusCode).toBe(404);
    const lift = await t.app.inject({
      method: "DELETE",
      url: `/api/users/block/${blocked.id}`,
      headers: blocker.headers,
    });
    expect(lift.json().message).toBe("Member unblocked.");
    expect((await get(`/api/users/${blocked.id}`, blocker)).statusCode).toBe(200);
  });

  it("refuses blocking oneself and anonymous callers", async () => {
    const me = await t.login();
    expect((await post(`/api/users/block/${me.id}`, me)).statusCode).toBe(400);
    expect((await t.app.inject({ method: "POST", url: `/api/users/block/${me.id}` })).statusCode).toBe(401);
  });
});

describe("flags", () => {
  it("lets any member flag another once, with a reason", async () => {
    const reporter = await t.login();
    const member = await t.login();
    const noReason = await post(`/api/users/flag/${member.id}`, reporter, { reason: "  " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe("Please tell us why you are flagging this member.");
    const ok = await post(`/api/users/flag/${member.id}`, reporter, { reason: "Rude in chat" });
    expect(ok.json()).toMatchObject({
      success: true,
      message: "Thank you. Our admins will review this profile.",
    });
    const twice = await post(`/api/users/flag/${member.id}`, reporter, { reason: "Again" });
    expect(twice.statusCode).toBe(409);
    expect((await post(`/api/users/flag/${reporter.id}`, reporter, { reason: "me" })).statusCode).toBe(400);
    expect(
      (await post("/api/users/flag/00000000-0000-4000-8000-000000000000", reporter, { reason: "x" }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: "POST", url: `/api/users/flag/${member.id}`, payload: { reason: "x" } }))
        .statusCode,
    ).toBe(401);
  });
});
