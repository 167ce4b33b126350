import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<TestApp["login"]>>;
const call = (method: "GET" | "POST" | "PATCH", url: string, who?: Member, payload?: object) =>
  t.app.inject({ method, url, headers: who ? who.headers : {}, ...(payload ? { payload } : {}) });
const data = async (method: "GET" | "POST" | "PATCH", url: string, who: Member, payload?: object) =>
  (await call(method, url, who, payload)).json().data;

describe("chat lists", () => {
  it("show each thread's latest message, and catch up from a time without repeating older ones", async () => {
    const me = await t.login();
    const friend = await t.login({ overrides: { name: "Kabir" } });
    await call("POST", `/api/message/send/${friend.id}`, me, { content: "first" });
    const before = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 20));
    await call("POST", `/api/message/send/${me.id}`, friend, { content: "latest" });
    const [companion] = await data("GET", "/api/message/getAllFriends", me);
    expect(companion).toMatchObject({
      _id: friend.id,
      lastMessage: { content: "latest", fromMe: false, senderName: "Kabir" },
    });
    const since = await data(
      "GET",
      `/api/message/conversation/${friend.id}?since=${encodeURIComponent(before)}`,
      me,
    );
    expect(since.map((m: { content: string }) => m.content)).toEqual(["latest"]);
    expect((await call("GET", `/api/message/conversation/${friend.id}?since=yesterday`, me)).statusCode).toBe(
      400,
    );
  });
});
