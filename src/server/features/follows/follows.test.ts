import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { FOLLOW_MESSAGES, MEMBER_NOT_FOUND } from "../../../shared/texts";
import { blocks, follows, users } from "../../db/schema";
import type { Member } from "../../test/app";
import { testAppForFile } from "../../test/app";

// Following a host (issue 27 item 7): PUT and DELETE /api/users/:id/follow, idempotent, refused for
// oneself and for whom the caller cannot see; the profile says whether the caller follows.
const t = testAppForFile();
const db = () => t.database.db;

const follow = (who: Member | undefined, id: string) => t.call("PUT", `/api/users/${id}/follow`, who);
const unfollow = (who: Member | undefined, id: string) => t.call("DELETE", `/api/users/${id}/follow`, who);
const rows = (followerId: string, hostId: string) =>
  db()
    .select()
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.hostId, hostId)));

describe("PUT and DELETE /api/users/:id/follow", () => {
  it("follows and unfollows, each any number of times, answering the state and the count", async () => {
    const host = await t.login();
    const [asha, ravi] = [await t.login(), await t.login()];

    for (let i = 0; i < 2; i += 1) {
      const res = await follow(asha, host.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ following: true, followers: 1 });
    }
    expect(await rows(asha.id, host.id)).toHaveLength(1);
    expect((await follow(ravi, host.id)).json().data).toEqual({ following: true, followers: 2 });

    for (let i = 0; i < 2; i += 1) {
      const res = await unfollow(asha, host.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ following: false, followers: 1 });
    }
    expect(await rows(asha.id, host.id)).toEqual([]);
    expect(await rows(ravi.id, host.id)).toHaveLength(1);
  });

  it("refuses a signed-out caller", async () => {
    const host = await t.login();
    expect((await follow(undefined, host.id)).statusCode).toBe(401);
    expect((await unfollow(undefined, host.id)).statusCode).toBe(401);
  });

  it("refuses following oneself with a sentence, and writes nothing", async () => {
    const me = await t.login();
    for (const res of [await follow(me, me.id), await unfollow(me, me.id)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(FOLLOW_MESSAGES.followSelf);
    }
    expect(await rows(me.id, me.id)).toEqual([]);
  });

  it("answers 404 for an unknown, malformed, banned or deleted member", async () => {
    const me = await t.login();
    const banned = await t.login();
    await db().update(users).set({ isBanned: true }).where(eq(users.id, banned.id));
    const deleted = await t.login();
    await db().update(users).set({ isBanned: true, deletedAt: new Date() }).where(eq(users.id, deleted.id));
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id", banned.id, deleted.id]) {
      for (const res of [await follow(me, id), await unfollow(me, id)]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(MEMBER_NOT_FOUND);
      }
    }
    expect(await db().select().from(follows).where(eq(follows.followerId, me.id))).toEqual([]);
  });

  it("answers 404 across a block, whoever blocked whom, as the profile does", async () => {
    const me = await t.login();
    const blockedByMe = await t.login();
    const blockedMe = await t.login();
    await db()
      .insert(blocks)
      .values([
        { blockerId: me.id, blockedId: blockedByMe.id },
        { blockerId: blockedMe.id, blockedId: me.id },
      ]);
    for (const host of [blockedByMe, blockedMe]) {
      const res = await follow(me, host.id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MEMBER_NOT_FOUND);
      expect(await rows(me.id, host.id)).toEqual([]);
    }
  });
});

it("ends the follow both ways when either member blocks the other, and unblocking keeps it ended", async () => {
  const host = await t.login();
  const fan = await t.login();
  expect((await follow(fan, host.id)).statusCode).toBe(200);
  expect((await follow(host, fan.id)).statusCode).toBe(200);
  const blocked = await t.call("POST", `/api/users/block/${fan.id}`, host);
  expect(blocked.statusCode).toBe(200);
  expect(await rows(fan.id, host.id)).toEqual([]);
  expect(await rows(host.id, fan.id)).toEqual([]);
  expect((await t.call("DELETE", `/api/users/block/${fan.id}`, host)).statusCode).toBe(200);
  expect(await rows(fan.id, host.id)).toEqual([]);
  // Blocking again records nothing new, and a stranger's follow is untouched by either.
  const other = await t.login();
  expect((await follow(other, host.id)).statusCode).toBe(200);
  expect((await t.call("POST", `/api/users/block/${fan.id}`, host)).statusCode).toBe(200);
  expect((await t.call("POST", `/api/users/block/${fan.id}`, host)).statusCode).toBe(200);
  expect(await rows(other.id, host.id)).toHaveLength(1);
});

describe("the profile", () => {
  it("says whether the caller follows the member, and counts followers who are still members", async () => {
    const host = await t.login();
    const [me, other, later] = [await t.login(), await t.login(), await t.login()];
    const profile = async (who: Member) => (await t.data("GET", `/api/users/${host.id}`, who)) as object;
    const matched = async (who: Member) => (await t.data("GET", `/api/matching/${host.id}`, who)) as object;

    expect(await profile(me)).toMatchObject({ following: false, followers: 0 });
    await follow(me, host.id);
    await follow(other, host.id);
    await follow(later, host.id);
    expect(await profile(me)).toMatchObject({ following: true, followers: 3 });
    // /people/detail reads the profile through the compatibility lookup: the same two fields.
    expect(await matched(me)).toMatchObject({ following: true, followers: 3 });

    // A banned follower no longer counts; the host sees their own count, following nobody.
    await db().update(users).set({ isBanned: true }).where(eq(users.id, later.id));
    expect(await profile(other)).toMatchObject({ following: true, followers: 2 });
    expect(await profile(host)).toMatchObject({ following: false, followers: 2 });
  });
});
