import { describe, expect, it } from "vitest";
import { testAppForFile } from "../../test/app";

const t = testAppForFile();

// An approved event with its group, a host, an accepted seeker, a pending one and a stranger.
async function scene() {
  const { host, seeker, waiting, event } = await t.group({ host: { name: "Hema Host" }, waiting: 1 });
  return { host, seeker, pending: waiting[0]!, stranger: await t.login(), event };
}

describe("event groups", () => {
  it("let the host and accepted members read and send, and nobody else", async () => {
    const { host, seeker, pending, stranger, event } = await scene();
    expect((await t.call("GET", "/api/group/my-groups", seeker)).json().data).toEqual([
      expect.objectContaining({ groupName: event.name, eventId: { _id: event.id, image: null } }),
    ]);
    const sent = await t.call("POST", `/api/group/messages/send/${event.id}`, host, {
      content: "Meet at 6 at the gate",
    });
    expect(sent.json().data).toMatchObject({
      content: "Meet at 6 at the gate",
      senderId: { _id: host.id, name: "Hema Host" },
    });
    await t.call("POST", `/api/group/messages/send/${event.id}`, seeker, { content: "See you there!" });
    const thread = (await t.call("GET", `/api/group/messages/${event.id}`, seeker)).json().data;
    expect(thread.map((m: { content: string }) => m.content)).toEqual([
      "Meet at 6 at the gate",
      "See you there!",
    ]);
    for (const outsider of [pending, stranger]) {
      expect((await t.call("GET", `/api/group/messages/${event.id}`, outsider)).statusCode).toBe(403);
      expect(
        (await t.call("POST", `/api/group/messages/send/${event.id}`, outsider, { content: "hi" }))
          .statusCode,
      ).toBe(403);
    }
    expect((await t.call("GET", "/api/group/my-groups", stranger)).json().data).toEqual([]);
    // A member who leaves receives nothing more.
    await t.call("POST", `/api/events/${event.id}/leave`, seeker);
    expect((await t.call("GET", `/api/group/messages/${event.id}`, seeker)).statusCode).toBe(403);
  });

  it("let only the host post RSVP polls and review requests", async () => {
    const { host, seeker, event } = await scene();
    const poll = JSON.stringify({ type: "rsvp", question: "Are you coming?" });
    expect(
      (await t.call("POST", `/api/group/messages/send/${event.id}`, seeker, { content: poll })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.call("POST", `/api/group/messages/send/${event.id}`, seeker, {
          content: JSON.stringify({ type: "review", text: "Rate us" }),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.call("POST", `/api/group/messages/send/${event.id}`, host, { content: poll })).statusCode,
    ).toBe(200);
  });

  it("move an accepted member to Going when they answer yes, and only them", async () => {
    const { host, seeker, pending, event } = await scene();
    const yes = await t.call("PATCH", `/api/events/${event.id}/rsvp`, seeker, { rsvpStatus: "yes" });
    expect(yes.json().message).toBe("RSVP updated.");
    const detail = (await t.call("GET", `/api/events/${event.id}`, host)).json().data;
    expect(
      detail.participants.find((p: { user: { _id: string } }) => p.user._id === seeker.id).rsvpStatus,
    ).toBe("yes");
    expect(
      (await t.call("PATCH", `/api/events/${event.id}/rsvp`, pending, { rsvpStatus: "yes" })).statusCode,
    ).toBe(403);
    expect(
      (await t.call("PATCH", `/api/events/${event.id}/rsvp`, host, { rsvpStatus: "yes" })).statusCode,
    ).toBe(403);
    expect(
      (await t.call("PATCH", `/api/events/${event.id}/rsvp`, seeker, { rsvpStatus: "maybe" })).statusCode,
    ).toBe(400);
  });

  it("list the join requests waiting on the host's events", async () => {
    const { host, pending, seeker, event } = await scene();
    const { pendingRequests } = (await t.call("GET", "/api/message/pending", host)).json().data;
    expect(pendingRequests.map((p: { user: { _id: string } }) => p.user._id)).toEqual([pending.id]);
    expect(pendingRequests[0].event).toEqual({ _id: event.id, name: event.name });
    expect((await t.call("GET", "/api/message/pending", seeker)).json().data.pendingRequests).toEqual([]);
  });

  it("list companions: members one has exchanged messages with", async () => {
    const a = await t.login();
    const b = await t.login({ overrides: { name: "Bela Companion" } });
    const c = await t.login();
    await t.call("POST", `/api/message/send/${a.id}`, b, { content: "Hi!" });
    const friends = (await t.call("GET", "/api/message/getAllFriends", a)).json().data;
    expect(friends).toEqual([expect.objectContaining({ _id: b.id, name: "Bela Companion" })]);
    expect((await t.call("GET", "/api/message/getAllFriends", c)).json().data).toEqual([]);
  });
});
