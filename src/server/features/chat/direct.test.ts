import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CHAT_MESSAGES, DELETED_MEMBER, SAY_HELLO_GREETING } from "../../../shared/texts";
import { messages, users } from "../../db/schema";
import { type Member, testAppForFile } from "../../test/app";
import { deleteAccount } from "../../test/delete-account";

const t = testAppForFile();

const send = (from: Member | undefined, to: string, content?: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/message/send/${to}`,
    headers: from ? from.headers : {},
    payload: content === undefined ? {} : { content },
  });
const read = (who: Member, other: string) =>
  t.app.inject({ method: "GET", url: `/api/message/conversation/${other}`, headers: who.headers });

describe("direct messages", () => {
  it("delivers the Say Hello greeting, readable by the two members only", async () => {
    const a = await t.login();
    const b = await t.login();
    const c = await t.login();
    const res = await send(a, b.id, SAY_HELLO_GREETING);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ senderId: a.id, recipientId: b.id, content: SAY_HELLO_GREETING });
    await send(b, a.id, "<script>alert(1)</script> hi!");
    for (const [who, other] of [
      [a, b.id],
      [b, a.id],
    ] as const) {
      const thread = (await read(who, other)).json().data;
      expect(thread.map((m: { content: string }) => m.content)).toEqual([
        SAY_HELLO_GREETING,
        "<script>alert(1)</script> hi!",
      ]);
    }
    // A third member reading "their" conversation with a sees nothing of a and b's.
    expect((await read(c, a.id)).json().data).toEqual([]);
  });

  it("refuses blank, over-long, self, unknown, banned, blocked and anonymous", async () => {
    const a = await t.login();
    const b = await t.login();
    expect((await send(a, b.id, "   ")).json().message).toBe("Please write a message first.");
    expect((await send(a, b.id)).statusCode).toBe(400);
    expect((await send(a, b.id, "x".repeat(2001))).json().message).toBe(
      "Messages can be at most 2,000 characters.",
    );
    expect((await send(a, b.id, "x".repeat(2000))).statusCode).toBe(200);
    expect((await send(a, a.id, "hi")).statusCode).toBe(400);
    expect((await send(a, "00000000-0000-4000-8000-000000000000", "hi")).statusCode).toBe(404);
    expect((await send(undefined, b.id, "hi")).statusCode).toBe(401);
    await t.app.inject({ method: "POST", url: `/api/users/block/${a.id}`, headers: b.headers });
    expect((await send(a, b.id, "hi")).statusCode).toBe(404);
    expect((await read(a, b.id)).statusCode).toBe(404);
    const banned = await t.login();
    await t.database.db.update(users).set({ isBanned: true }).where(eq(users.id, banned.id));
    expect((await send(a, banned.id, "hi")).statusCode).toBe(404);
  });

  it("stays readable, closed to new messages, once the other member deleted their account", async () => {
    const a = await t.login();
    const b = await t.login();
    const c = await t.login();
    expect((await send(b, a.id, "Shall we meet at the fort?")).statusCode).toBe(200);
    expect((await send(a, b.id, "Yes, at six!")).statusCode).toBe(200);
    expect((await send(a, c.id, "Hi C")).statusCode).toBe(200);
    await deleteAccount(t.app, a);

    // B's chat list keeps the conversation, from "Deleted member" with no picture, and its last message.
    const list = await t.app.inject({ method: "GET", url: "/api/message/getAllFriends", headers: b.headers });
    const row = list.json().data.find((p: { _id: string }) => p._id === a.id);
    expect(row).toEqual({
      _id: a.id,
      name: DELETED_MEMBER,
      avatar: null,
      location: "",
      deleted: true,
      lastMessage: expect.objectContaining({
        content: "Yes, at six!",
        fromMe: false,
        senderName: DELETED_MEMBER,
      }),
    });

    // B reads the thread (also from `since`), and the unread message counts until B marks it read.
    const thread = await read(b, a.id);
    expect(thread.statusCode).toBe(200);
    expect(thread.json().data.map((m: { content: string }) => m.content)).toEqual([
      "Shall we meet at the fort?",
      "Yes, at six!",
    ]);
    const since = new Date(Date.now() - 60_000).toISOString();
    const caughtUp = await t.app.inject({
      method: "GET",
      url: `/api/message/conversation/${a.id}?since=${encodeURIComponent(since)}`,
      headers: b.headers,
    });
    expect(caughtUp.json().data).toHaveLength(2);
    const unread = async () =>
      (await t.app.inject({ method: "GET", url: "/api/chat/unread", headers: b.headers })).json().data;
    expect((await unread()).users).toEqual({ [a.id]: 1 });
    const marked = await t.app.inject({
      method: "POST",
      url: `/api/chat/read/user/${a.id}`,
      headers: b.headers,
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data.users).toEqual({});
    expect((await unread()).users).toEqual({});

    // B's reply is refused with a sentence, and nothing is written.
    const reply = await send(b, a.id, "Are you there?");
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(CHAT_MESSAGES.memberDeleted);
    const [written] = await t.database.db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.senderId, b.id), eq(messages.recipientId, a.id)));
    expect(written!.n).toBe(1);

    // A third member still sees nothing of A and B's conversation, only their own.
    expect((await read(c, a.id)).json().data.map((m: { content: string }) => m.content)).toEqual(["Hi C"]);
    const stranger = await t.login();
    expect((await read(stranger, a.id)).json().data).toEqual([]);
    // The deleted member's profile stays not found.
    expect(
      (await t.app.inject({ method: "GET", url: `/api/users/${a.id}`, headers: b.headers })).statusCode,
    ).toBe(404);
  });

  it("keeps a conversation closed that the other member had blocked before the deletion", async () => {
    const a = await t.login();
    const b = await t.login();
    expect((await send(a, b.id, "Hello")).statusCode).toBe(200);
    await t.app.inject({ method: "POST", url: `/api/users/block/${a.id}`, headers: b.headers });
    await deleteAccount(t.app, a);
    expect((await read(b, a.id)).statusCode).toBe(404);
    const list = await t.app.inject({ method: "GET", url: "/api/message/getAllFriends", headers: b.headers });
    expect(list.json().data).toEqual([]);
    const unread = await t.app.inject({ method: "GET", url: "/api/chat/unread", headers: b.headers });
    expect(unread.json().data.users).toEqual({});
  });

  it("closes a conversation with a banned (not deleted) member as before", async () => {
    const a = await t.login();
    const b = await t.login();
    expect((await send(a, b.id, "Hello")).statusCode).toBe(200);
    await t.database.db.update(users).set({ isBanned: true }).where(eq(users.id, a.id));
    expect((await read(b, a.id)).statusCode).toBe(404);
    const list = await t.app.inject({ method: "GET", url: "/api/message/getAllFriends", headers: b.headers });
    expect(list.json().data.map((p: { _id: string }) => p._id)).not.toContain(a.id);
    const unread = await t.app.inject({ method: "GET", url: "/api/chat/unread", headers: b.headers });
    expect(unread.json().data.users).toEqual({});
    expect((await send(b, a.id, "hi")).statusCode).toBe(404);
  });
});
