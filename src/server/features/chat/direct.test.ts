import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SAY_HELLO_GREETING } from "../../../shared/texts";
import { users } from "../../db/schema";
import { type Member, testAppForFile } from "../../test/app";

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
});
