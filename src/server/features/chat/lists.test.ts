import { describe, expect, it } from "vitest";
import { testAppForFile } from "../../test/app";

const t = testAppForFile();

describe("chat lists", () => {
  it("show each thread's latest message, and catch up from a time without repeating older ones", async () => {
    const me = await t.login();
    const friend = await t.login({ overrides: { name: "Kabir" } });
    await t.call("POST", `/api/message/send/${friend.id}`, me, { content: "first" });
    const before = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 20));
    await t.call("POST", `/api/message/send/${me.id}`, friend, { content: "latest" });
    const [companion] = await t.data("GET", "/api/message/getAllFriends", me);
    expect(companion).toMatchObject({
      _id: friend.id,
      lastMessage: { content: "latest", fromMe: false, senderName: "Kabir" },
    });
    const since = await t.data(
      "GET",
      `/api/message/conversation/${friend.id}?since=${encodeURIComponent(before)}`,
      me,
    );
    expect(since.map((m: { content: string }) => m.content)).toEqual(["latest"]);
    expect(
      (await t.call("GET", `/api/message/conversation/${friend.id}?since=yesterday`, me)).statusCode,
    ).toBe(400);
  });

  // ADR 0058: /chat asks first for a screenful; the rest comes when the member asks for it.
  it("answer the newest few of the chat list with how many it holds, and refuse a limit out of range", async () => {
    const me = await t.login();
    const friends = [];
    for (const name of ["Asha", "Bela", "Chand"]) friends.push(await t.login({ overrides: { name } }));
    for (const friend of friends) {
      await t.call("POST", `/api/message/send/${friend.id}`, me, { content: `hi ${friend.name}` });
      await new Promise((r) => setTimeout(r, 5));
    }
    const all = (await t.call("GET", "/api/message/getAllFriends", me)).json();
    expect(all.data.map((c: { name: string }) => c.name)).toEqual(["Chand", "Bela", "Asha"]);
    expect(all).not.toHaveProperty("total");

    const newest = (await t.call("GET", "/api/message/getAllFriends?limit=2", me)).json();
    expect(newest.data).toEqual(all.data.slice(0, 2));
    expect(newest.total).toBe(3);
    // Another member's list is their own, counted apart.
    const theirs = (await t.call("GET", "/api/message/getAllFriends?limit=2", friends[0]!)).json();
    expect(theirs.data.map((c: { _id: string }) => c._id)).toEqual([me.id]);
    expect(theirs.total).toBe(1);
    const nobody = (await t.call("GET", "/api/message/getAllFriends?limit=5", await t.login())).json();
    expect(nobody).toMatchObject({ data: [], total: 0 });

    for (const limit of ["0", "201", "2.5", "many"]) {
      const refused = await t.call("GET", `/api/message/getAllFriends?limit=${limit}`, me);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe("limit must be a whole number from 1 to 200.");
    }
    expect(
      (await t.app.inject({ method: "GET", url: "/api/message/getAllFriends?limit=2" })).statusCode,
    ).toBe(401);
  });
});
