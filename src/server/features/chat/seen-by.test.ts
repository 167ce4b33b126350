import { describe, expect, it } from "vitest";
import { GROUP_MESSAGES, SEEN_MESSAGES } from "../../../shared/texts";
import type { Member } from "../../test/app";
import { listeningAppForFile } from "../../test/listening-app";
import { connectSocket, settle } from "../../test/ws-client";

// Who has read it (issue 28 item 3): the host's "Seen by" in a group, the "Seen" of a conversation,
// the switch that hides one's read marks (and others' from oneself), and the live frame.

const { t, origin } = listeningAppForFile();

// An approved event's group: its host, two accepted seekers, and a member outside it.
async function group() {
  const { host, seekers, event, groupId } = await t.group({
    host: { name: "Hema Host" },
    seekers: [{ name: "Riya" }, { name: "Kabir" }],
  });
  const [riya, kabir] = seekers as [Member, Member];
  return { host, riya, kabir, stranger: await t.login(), event, groupId };
}

const readGroup = (who: Member, groupId: string) => t.call("POST", `/api/chat/read/group/${groupId}`, who);
const seen = (who: Member, kind: "user" | "group", id: string) =>
  t.call("GET", `/api/chat/seen/${kind}/${id}`, who);

async function setReceipts(who: Member, on: boolean) {
  const current = await t.data("GET", "/api/users/me/notification-preferences", who);
  const saved = await t.call("PUT", "/api/users/me/notification-preferences", who, {
    ...current,
    readReceipts: on,
  });
  expect(saved.json().data.readReceipts).toBe(on);
}

describe("seen by, in a group", () => {
  it("lists the members whose read mark passed, to the host, live", async () => {
    const { host, riya, kabir, event, groupId } = await group();
    const socket = await connectSocket(origin(), host.token);
    const plan = (
      await t.call("POST", `/api/group/messages/send/${event.id}`, host, { content: "Gate at 6" })
    ).json().data;
    expect((await seen(host, "group", groupId)).json().data).toEqual({ receipts: true, readers: [] });

    await readGroup(riya, groupId);
    const frame = await socket.next("seen", (f) => f.readerId === riya.id);
    expect(frame.thread).toEqual({ kind: "group", id: groupId });
    const { readers } = (await seen(host, "group", groupId)).json().data;
    expect(readers).toEqual([{ _id: riya.id, name: "Riya", avatar: null, readAt: frame.readAt }]);
    // Seen: her mark is at or after the message.
    expect(readers[0].readAt >= plan.createdAt).toBe(true);

    // Kabir reads too: two readers, the latest first.
    await readGroup(kabir, groupId);
    await socket.next("seen", (f) => f.readerId === kabir.id);
    const both = (await seen(host, "group", groupId)).json().data.readers;
    expect(both.map((r: { name: string }) => r.name)).toEqual(["Kabir", "Riya"]);
    socket.close();
  });

  it("leaves out a member who turned read receipts off, and tells nobody of their reads", async () => {
    const { host, riya, kabir, groupId } = await group();
    await setReceipts(kabir, false);
    const socket = await connectSocket(origin(), host.token);
    await readGroup(kabir, groupId);
    await readGroup(riya, groupId);
    await socket.next("seen", (f) => f.readerId === riya.id);
    await settle();
    expect(socket.frames.filter((f) => f.type === "seen" && f.readerId === kabir.id)).toEqual([]);
    const { readers } = (await seen(host, "group", groupId)).json().data;
    expect(readers.map((r: { _id: string }) => r._id)).toEqual([riya.id]);
    // Turned back on, their mark shows again.
    await setReceipts(kabir, true);
    const again = (await seen(host, "group", groupId)).json().data.readers;
    expect(again.map((r: { _id: string }) => r._id).sort()).toEqual([riya.id, kabir.id].sort());
    socket.close();
  });

  it("shows the host nobody's when the host turned theirs off, and sends them no frame", async () => {
    const { host, riya, groupId } = await group();
    await setReceipts(host, false);
    const socket = await connectSocket(origin(), host.token);
    await readGroup(riya, groupId);
    expect((await seen(host, "group", groupId)).json().data).toEqual({ receipts: false, readers: [] });
    await settle();
    expect(socket.frames.filter((f) => f.type === "seen")).toEqual([]);
    socket.close();
  });

  it("is the host's only: members, strangers and unknown groups are refused", async () => {
    const { riya, stranger, groupId } = await group();
    const member = await seen(riya, "group", groupId);
    expect(member.statusCode).toBe(403);
    expect(member.json()).toEqual({ success: false, message: SEEN_MESSAGES.hostOnly, code: "seen.hostOnly" });
    const outsider = await seen(stranger, "group", groupId);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().message).toBe(GROUP_MESSAGES.notMember);
    expect((await seen(riya, "group", "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await seen(riya, "group", "nope")).statusCode).toBe(404);
  });

  it("forgets a member who left the group", async () => {
    const { host, riya, event, groupId } = await group();
    await readGroup(riya, groupId);
    await t.call("POST", `/api/events/${event.id}/leave`, riya);
    expect((await seen(host, "group", groupId)).json().data.readers).toEqual([]);
  });
});

describe("seen, in a conversation", () => {
  it("shows the sender the other member's read mark, live", async () => {
    const [asha, dev] = [await t.login(), await t.login({ overrides: { name: "Dev" } })];
    const socket = await connectSocket(origin(), asha.token);
    const sent = (await t.call("POST", `/api/message/send/${dev.id}`, asha, { content: "Ready?" })).json()
      .data;
    expect((await seen(asha, "user", dev.id)).json().data).toEqual({ receipts: true, readers: [] });

    await t.call("POST", `/api/chat/read/user/${asha.id}`, dev);
    // The thread as Asha names it: her conversation with Dev, the reader.
    const frame = await socket.next("seen", (f) => f.readerId === dev.id);
    expect(frame.thread).toEqual({ kind: "user", id: dev.id });
    const { readers } = (await seen(asha, "user", dev.id)).json().data;
    expect(readers).toEqual([{ _id: dev.id, name: "Dev", avatar: null, readAt: frame.readAt }]);
    expect(frame.readAt >= sent.createdAt).toBe(true);
    socket.close();
  });

  it("hides the mark when either member turned read receipts off", async () => {
    const [asha, dev] = [await t.login(), await t.login()];
    await t.call("POST", `/api/message/send/${dev.id}`, asha, { content: "Ready?" });
    await setReceipts(dev, false);
    const socket = await connectSocket(origin(), asha.token);
    await t.call("POST", `/api/chat/read/user/${asha.id}`, dev);
    expect((await seen(asha, "user", dev.id)).json().data).toEqual({ receipts: true, readers: [] });
    await settle();
    expect(socket.frames.filter((f) => f.type === "seen")).toEqual([]);
    socket.close();

    await setReceipts(dev, true);
    expect((await seen(asha, "user", dev.id)).json().data.readers).toHaveLength(1);
    await setReceipts(asha, false);
    expect((await seen(asha, "user", dev.id)).json().data).toEqual({ receipts: false, readers: [] });
  });

  it("is refused as the conversation is: oneself, unknown and blocked members", async () => {
    const [asha, dev] = [await t.login(), await t.login()];
    expect((await seen(asha, "user", asha.id)).statusCode).toBe(400);
    expect((await seen(asha, "user", "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    await t.call("POST", `/api/chat/read/user/${asha.id}`, dev);
    await t.call("POST", `/api/users/block/${asha.id}`, dev);
    expect((await seen(asha, "user", dev.id)).statusCode).toBe(404);
  });
});

describe("the read receipts switch", () => {
  it("is on until turned off, and a save without it leaves it as it was", async () => {
    const member = await t.login();
    const prefs = await t.data("GET", "/api/users/me/notification-preferences", member);
    expect(prefs.readReceipts).toBe(true);
    await setReceipts(member, false);
    const { readReceipts: _, ...older } = prefs;
    const saved = await t.call("PUT", "/api/users/me/notification-preferences", member, older);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.readReceipts).toBe(false);
    const bad = await t.call("PUT", "/api/users/me/notification-preferences", member, {
      ...prefs,
      readReceipts: "no",
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.data("GET", "/api/users/me/notification-preferences", member)).readReceipts).toBe(false);
  });
});
