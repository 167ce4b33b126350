import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { OUTBOX_MESSAGES } from "../../../shared/texts";
import { jobs, messages } from "../../db/schema";
import type { Member } from "../../test/app";
import { testDatabaseKind } from "../../test/database";
import { listeningAppForFile } from "../../test/listening-app";
import { connectSocket, settle } from "../../test/ws-client";

// The outbox's resends (issue 28 item 5): the web sends a message again, with the same client id,
// whenever it did not hear the answer, so the server stores it once per sender and client id.

const { t, origin } = listeningAppForFile();

// PGlite runs one query at a time; PostgreSQL (a pool) really races the sends.
const AT_ONCE = testDatabaseKind() === "postgres" ? 8 : 3;

const sendGroup = (who: Member, eventId: string, body: object) =>
  t.call("POST", `/api/group/messages/send/${eventId}`, who, body);
const sendDirect = (who: Member, to: string, body: object) =>
  t.call("POST", `/api/message/send/${to}`, who, body);

const rowsWith = (senderId: string, clientId: string) =>
  t.database.db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)));

describe("a message sent again with the same client id", () => {
  it("is stored once in a group: the second send answers the first message", async () => {
    const { host, seeker, event } = await t.group();
    const clientId = randomUUID();
    const first = await sendGroup(seeker, event.id, { content: "On my way", clientId });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ content: "On my way", clientId });
    // A resend carries the same words; even if it did not, the first one stands.
    const again = await sendGroup(seeker, event.id, { content: "On my way!!", clientId });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    const thread = await t.data("GET", `/api/group/messages/${event.id}`, host);
    expect(thread.filter((m: { clientId: string | null }) => m.clientId === clientId)).toHaveLength(1);
    expect(await rowsWith(seeker.id, clientId)).toHaveLength(1);
  });

  it("is stored once in a conversation, with one push job and one frame", async () => {
    const [a, b] = [await t.login(), await t.login()];
    const socket = await connectSocket(origin(), b.token);
    const clientId = randomUUID();
    const first = (await sendDirect(a, b.id, { content: "Chai at 5?", clientId })).json().data;
    const again = await sendDirect(a, b.id, { content: "Chai at 5?", clientId });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first);
    expect(await t.data("GET", `/api/message/conversation/${a.id}`, b)).toEqual([first]);
    await settle();
    expect(socket.frames.filter((f) => f.type === "direct-message")).toHaveLength(1);
    // What happened was recorded once (the push or email of direct-message.sent follows from it).
    const recorded = await t.database.db.select({ payload: jobs.payload }).from(jobs);
    expect(
      recorded.filter(
        (j) =>
          JSON.stringify(j.payload).includes(first._id) &&
          JSON.stringify(j.payload).includes("direct-message.sent"),
      ),
    ).toHaveLength(1);
    socket.close();
  });

  it(`is stored once when ${AT_ONCE} sends arrive at the same moment`, async () => {
    const { seeker, event } = await t.group();
    const [a, b] = [await t.login(), await t.login()];
    const groupId = randomUUID();
    const directId = randomUUID();
    const answers = await Promise.all([
      ...Array.from({ length: AT_ONCE }, () =>
        sendGroup(seeker, event.id, { content: "Here!", clientId: groupId }),
      ),
      ...Array.from({ length: AT_ONCE }, () => sendDirect(a, b.id, { content: "Hello", clientId: directId })),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    const ids = answers.map((r) => r.json().data._id as string);
    expect(new Set(ids.slice(0, AT_ONCE)).size).toBe(1);
    expect(new Set(ids.slice(AT_ONCE)).size).toBe(1);
    expect(await rowsWith(seeker.id, groupId)).toHaveLength(1);
    expect(await rowsWith(a.id, directId)).toHaveLength(1);
  });

  it("belongs to its sender: another member's message with the same id is their own", async () => {
    const { host, seeker, event } = await t.group();
    const clientId = randomUUID();
    const mine = (await sendGroup(seeker, event.id, { content: "Mine", clientId })).json().data;
    const theirs = (await sendGroup(host, event.id, { content: "Theirs", clientId })).json().data;
    expect(theirs._id).not.toBe(mine._id);
    expect(theirs.content).toBe("Theirs");
  });

  it("is refused for another conversation, and a malformed id is refused, storing nothing", async () => {
    const { seeker, event, host } = await t.group();
    const clientId = randomUUID();
    await sendGroup(seeker, event.id, { content: "To the group", clientId });
    const elsewhere = await sendDirect(seeker, host.id, { content: "To the host alone", clientId });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().message).toBe(OUTBOX_MESSAGES.clientIdTaken);
    expect(await t.data("GET", `/api/message/conversation/${host.id}`, seeker)).toEqual([]);

    const malformed = await sendGroup(seeker, event.id, { content: "Hi", clientId: "not-an-id" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(OUTBOX_MESSAGES.badClientId);
    const thread = await t.data("GET", `/api/group/messages/${event.id}`, seeker);
    expect(thread.map((m: { content: string }) => m.content)).toEqual(["To the group"]);
  });

  it("is still refused to a member who may not send (no row, whatever the id)", async () => {
    const { event } = await t.group();
    const stranger = await t.login();
    const clientId = randomUUID();
    expect((await sendGroup(stranger, event.id, { content: "Let me in", clientId })).statusCode).toBe(403);
    expect(await rowsWith(stranger.id, clientId)).toEqual([]);
  });

  it("without a client id stays a new message each time", async () => {
    const [a, b] = [await t.login(), await t.login()];
    await sendDirect(a, b.id, { content: "Hi" });
    await sendDirect(a, b.id, { content: "Hi" });
    const thread = await t.data("GET", `/api/message/conversation/${b.id}`, a);
    expect(thread.map((m: { content: string; clientId: string | null }) => [m.content, m.clientId])).toEqual([
      ["Hi", null],
      ["Hi", null],
    ]);
  });
});
