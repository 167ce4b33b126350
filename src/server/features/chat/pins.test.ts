import { describe, expect, it } from "vitest";
import { GROUP_MESSAGES, PIN_MESSAGES } from "../../../shared/texts";
import type { Member } from "../../test/app";
import { listeningAppForFile } from "../../test/listening-app";
import { connectSocket, settle } from "../../test/ws-client";

// The pinned message (issue 28 item 4): one message of the group the host keeps at its top.

const { t, origin } = listeningAppForFile();

// An approved event's group: its host, an accepted seeker, and a member outside it.
async function group() {
  const { host, seeker, event } = await t.group({ host: { name: "Hema Host" } });
  return { host, seeker, stranger: await t.login(), event };
}

const say = async (who: Member, eventId: string, content: string) =>
  (await t.call("POST", `/api/group/messages/send/${eventId}`, who, { content })).json().data;
const pin = (who: Member, eventId: string, messageId: string) =>
  t.call("PUT", `/api/group/pinned/${eventId}`, who, { messageId });
const pinned = (who: Member, eventId: string) => t.call("GET", `/api/group/pinned/${eventId}`, who);

describe("the pinned message", () => {
  it("is pinned by the host, shown to members, replaced and taken down, live", async () => {
    const { host, seeker, event } = await group();
    expect((await pinned(seeker, event.id)).json().data).toEqual({ pinned: null });
    const socket = await connectSocket(origin(), seeker.token);
    const plan = await say(host, event.id, "Bus leaves at 6 from the gate");
    const answer = await pin(host, event.id, plan._id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe(PIN_MESSAGES.pinned);
    const shown = {
      _id: plan._id,
      senderId: { _id: host.id, name: "Hema Host", avatar: null },
      content: "Bus leaves at 6 from the gate",
      photo: false,
      createdAt: plan.createdAt,
    };
    expect(answer.json().data).toEqual({ pinned: shown });
    expect((await pinned(seeker, event.id)).json().data).toEqual({ pinned: shown });
    const frame = await socket.next("group-pinned");
    expect(frame).toMatchObject({ eventId: event.id, pinned: shown });

    // A member's message may be pinned too; it takes the place of the first.
    const tip = await say(seeker, event.id, "Bring a torch");
    await pin(host, event.id, tip._id);
    expect((await pinned(seeker, event.id)).json().data.pinned._id).toBe(tip._id);

    const off = await t.call("DELETE", `/api/group/pinned/${event.id}`, host);
    expect(off.json()).toMatchObject({ message: PIN_MESSAGES.unpinned, data: { pinned: null } });
    await socket.next("group-pinned", (f) => f.pinned === null);
    expect((await pinned(seeker, event.id)).json().data).toEqual({ pinned: null });
    socket.close();
  });

  it("is refused to members who are not the host, and to strangers", async () => {
    const { host, seeker, stranger, event } = await group();
    const plan = await say(host, event.id, "Gate at 6");
    await pin(host, event.id, plan._id);
    const socket = await connectSocket(origin(), host.token);

    const byMember = await pin(seeker, event.id, plan._id);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe(PIN_MESSAGES.hostOnly);
    expect((await t.call("DELETE", `/api/group/pinned/${event.id}`, seeker)).statusCode).toBe(403);
    const byStranger = await pin(stranger, event.id, plan._id);
    expect(byStranger.statusCode).toBe(403);
    expect(byStranger.json().message).toBe(GROUP_MESSAGES.notMember);
    expect((await pinned(stranger, event.id)).statusCode).toBe(403);

    // Nothing changed, and nobody heard of a change.
    expect((await pinned(host, event.id)).json().data.pinned._id).toBe(plan._id);
    await settle();
    expect(socket.frames.filter((f) => f.type === "group-pinned")).toEqual([]);
    socket.close();
  });

  it("refuses a message of another group, a direct message, an unknown one and a malformed id", async () => {
    const { host, event } = await group();
    const other = await group();
    const elsewhere = await say(other.host, other.event.id, "Other group's plan");
    const direct = (
      await t.call("POST", `/api/message/send/${other.host.id}`, host, { content: "hi" })
    ).json().data;
    for (const messageId of [elsewhere._id, direct._id, "00000000-0000-4000-8000-000000000000"]) {
      const refused = await pin(host, event.id, messageId);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(PIN_MESSAGES.notInGroup);
    }
    expect((await pin(host, event.id, "not-an-id")).statusCode).toBe(400);
    expect((await t.call("PUT", `/api/group/pinned/${event.id}`, host, {})).statusCode).toBe(400);
    expect((await pinned(host, event.id)).json().data).toEqual({ pinned: null });
    expect((await pin(host, "00000000-0000-4000-8000-000000000000", elsewhere._id)).statusCode).toBe(404);
  });
});
