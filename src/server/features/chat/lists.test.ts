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
});
