import { describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { CLOSE_CODES } from "../../../shared/contracts/realtime";
import { createEvent } from "../../test/factories";
import { listeningAppForFile } from "../../test/listening-app";
import { connectSocket, settle, type TestSocket } from "../../test/ws-client";

const { t, origin } = listeningAppForFile();

describe("the realtime socket", () => {
  it("refuses a socket without a valid token", async () => {
    const socket = await connectSocket(origin(), "not-a-token", { ready: false });
    expect(await socket.next("denied")).toMatchObject({ type: "denied" });
    expect(await socket.closed).toBe(CLOSE_CODES.unauthenticated);
  });

  it("pushes a direct message to its two members only", async () => {
    const [a, b, c] = [await t.login(), await t.login(), await t.login()];
    const [sa, sb, sc] = [
      await connectSocket(origin(), a.token),
      await connectSocket(origin(), b.token),
      await connectSocket(origin(), c.token),
    ];
    const sent = (await t.call("POST", `/api/message/send/${b.id}`, a, { content: "<b>hi</b>" })).json().data;
    const got = await sb.next("direct-message");
    expect(got.message).toEqual(sent);
    // Both members as the chat list shows them, so neither side fetches its list for this message.
    expect(got.sender).toEqual({
      _id: a.id,
      name: expect.any(String),
      avatar: null,
      location: expect.any(String),
    });
    expect(got.recipient).toMatchObject({ _id: b.id });
    const [bRow] = (await t.call("GET", "/api/message/getAllFriends", a)).json().data;
    expect(got.recipient).toEqual({
      _id: bRow._id,
      name: bRow.name,
      avatar: bRow.avatar,
      location: bRow.location,
    });
    await sa.next("direct-message", (f) => f.message._id === sent._id);
    await settle();
    expect(sc.frames.filter((f) => f.type === "direct-message")).toEqual([]);
    for (const s of [sa, sb, sc]) s.close();
  });

  it("pushes group messages to current members only, and nothing after leaving", async () => {
    const admin = await t.login({ role: "admin" });
    const host = await t.login();
    const seeker = await t.login();
    const pending = await t.login();
    const stranger = await t.login();
    const event = await createEvent(t.database.db, { createdBy: host.id, status: "pending" });
    await t.call("PATCH", `/api/admin/events/${event.id}/approve`, admin);
    const hostSocket = await connectSocket(origin(), host.token);
    const seekerSocket = await connectSocket(origin(), seeker.token);
    await t.call("POST", `/api/events/${event.id}/join`, seeker);
    // The host hears of the request at once.
    const request = await hostSocket.next("notification", (f) => f.notification.kind === "request_received");
    expect(request.notification.link).toBe(`/request/${event.id}/${seeker.id}`);
    // Each frame in its member's language, as the bell lists it (ADR 0055).
    await t.call("PUT", "/api/users/me/language", host, { language: "hi" });
    await t.call("POST", `/api/events/${event.id}/join`, pending);
    const inHindi = await hostSocket.next(
      "notification",
      (f) => f.notification.kind === "request_received" && f.notification._id !== request.notification._id,
    );
    expect(inHindi.notification.text).toContain("में शामिल होने का अनुरोध किया है");
    await t.call("POST", `/api/events/${event.id}/request/${seeker.id}/approve`, host);
    await seekerSocket.next("notification", (f) => f.notification.kind === "request_accepted");
    const outsiders = [
      await connectSocket(origin(), pending.token),
      await connectSocket(origin(), stranger.token),
    ];

    await t.call("POST", `/api/group/messages/send/${event.id}`, host, { content: "Meet at 6" });
    const pushed = await seekerSocket.next("group-message");
    expect(pushed).toMatchObject({
      eventId: event.id,
      message: { content: "Meet at 6", senderId: { _id: host.id } },
    });
    // The group as the seeker's chat list shows it, so the list is updated without a fetch.
    const [listed] = (await t.call("GET", "/api/group/my-groups", seeker)).json().data;
    expect(pushed.groupId).toBe(listed._id);
    expect(pushed.group).toEqual({
      groupName: listed.groupName,
      image: listed.eventId.image,
      hostId: host.id,
    });

    // The seeker answers the RSVP: the host's screens are told to refetch.
    await t.call("PATCH", `/api/events/${event.id}/rsvp`, seeker, { rsvpStatus: "yes" });
    await hostSocket.next("event-changed", (f) => f.eventId === event.id);

    await t.call("POST", `/api/events/${event.id}/leave`, seeker);
    await t.call("POST", `/api/group/messages/send/${event.id}`, host, { content: "Who is still in?" });
    await hostSocket.next("group-message", (f) => f.message.content === "Who is still in?");
    await settle();
    expect(
      seekerSocket.frames.some((f) => f.type === "group-message" && f.message.content === "Who is still in?"),
    ).toBe(false);
    for (const s of outsiders) expect(s.frames.filter((f) => f.type === "group-message")).toEqual([]);
    for (const s of [hostSocket, seekerSocket, ...outsiders]) s.close();
  });

  it("closes a member's sockets when they are banned, and on logout", async () => {
    const admin = await t.login({ role: "admin" });
    const member = await t.login();
    const other = await t.login();
    const socket = await connectSocket(origin(), member.token);
    await t.call("PATCH", `/api/admin/users/${member.id}/ban`, admin);
    expect(await socket.closed).toBe(CLOSE_CODES.banned);
    // The ban revoked the member's sessions, so their token no longer opens a socket.
    const again = await connectSocket(origin(), member.token, { ready: false });
    expect(await again.closed).toBe(CLOSE_CODES.unauthenticated);

    const otherSocket = await connectSocket(origin(), other.token);
    await t.call("POST", "/api/users/logout", other);
    expect(await otherSocket.closed).toBe(CLOSE_CODES.sessionEnded);
  });
});

/** Closes the sockets and waits until the server has let them go (the next test counts sockets). */
async function closeAll(sockets: TestSocket[]): Promise<void> {
  const open = t.app.deps.realtime.openSockets();
  for (const socket of sockets) socket.close();
  await Promise.all(sockets.map((socket) => socket.closed));
  await vi.waitFor(() => expect(t.app.deps.realtime.openSockets()).toBe(open - sockets.length));
}

describe("the quiet before ready (ADR 0068)", () => {
  it("says how long nothing was pushed for the member, so their page need not read again what it read meanwhile", async () => {
    const [meera, rohan, stranger] = [await t.login(), await t.login(), await t.login()];
    const before = performance.now();
    // Sent while Meera's page is loading and her socket not yet live: pushed to nobody.
    await t.call("POST", `/api/message/send/${meera.id}`, rohan, { content: "Are you coming?" });
    const socket = await connectSocket(origin(), meera.token);
    const after = performance.now();
    const ready = await socket.next("ready");
    // Since that message at most: a read her page sent before it must be read again.
    expect(ready.quietMs).toBeLessThanOrEqual(after - before);
    // Nothing was for the stranger: the quiet is at least as long as Meera's, and reaches back
    // before the message (as far as this process heard).
    const calm = await connectSocket(origin(), stranger.token);
    expect((await calm.next("ready")).quietMs).toBeGreaterThanOrEqual(ready.quietMs ?? 0);
    // "ready" comes first: whatever is pushed meanwhile waits for it.
    expect(socket.frames[0]?.type).toBe("ready");
    await closeAll([socket, calm]);
  });

  it("counts a message in a group the member is in, and not one in a group they are not", async () => {
    const admin = await t.login({ role: "admin" });
    const [host, seeker, outsider] = [await t.login(), await t.login(), await t.login()];
    const event = await createEvent(t.database.db, { createdBy: host.id, status: "pending" });
    await t.call("PATCH", `/api/admin/events/${event.id}/approve`, admin);
    await t.call("POST", `/api/events/${event.id}/join`, seeker);
    await t.call("POST", `/api/events/${event.id}/request/${seeker.id}/approve`, host);
    const before = performance.now();
    await t.call("POST", `/api/group/messages/send/${event.id}`, host, { content: "Meet at 6" });
    const [inGroup, outside] = [
      await connectSocket(origin(), seeker.token),
      await connectSocket(origin(), outsider.token),
    ];
    const after = performance.now();
    const quiet = {
      inGroup: (await inGroup.next("ready")).quietMs ?? 0,
      outside: (await outside.next("ready")).quietMs ?? 0,
    };
    expect(quiet.inGroup).toBeLessThanOrEqual(after - before);
    expect(quiet.outside).toBeGreaterThan(after - before);
    await closeAll([inGroup, outside]);
  });
});

describe("one authentication per socket", () => {
  it("ignores a second auth frame, even sent before the first is checked, and leaves no hub entry behind", async () => {
    const [a, b, c] = [await t.login(), await t.login(), await t.login()];
    const before = t.app.deps.realtime.openSockets();
    const raw = new WebSocket(`${origin().replace(/^http/, "ws")}/api/ws`);
    const frames: { type: string; userId?: string; message?: { content: string } }[] = [];
    raw.on("message", (data) => frames.push(JSON.parse(String(data))));
    await new Promise((resolve) => raw.once("open", resolve));
    // B first, then A at once: the socket must stay B's alone.
    raw.send(JSON.stringify({ type: "auth", token: b.token }));
    for (let i = 0; i < 20; i++) raw.send(JSON.stringify({ type: "auth", token: a.token }));
    const probe = await connectSocket(origin(), a.token);
    await t.call("POST", `/api/message/send/${a.id}`, c, { content: "for A only" });
    await probe.next("direct-message");
    await settle();
    expect(frames.filter((f) => f.type === "ready")).toEqual([
      { type: "ready", userId: b.id, quietMs: expect.any(Number) },
    ]);
    expect(frames.some((f) => f.type === "direct-message" && f.message?.content === "for A only")).toBe(
      false,
    );
    expect(t.app.deps.realtime.openSockets()).toBe(before + 2);
    raw.close();
    probe.close();
    await new Promise((resolve) => raw.once("close", resolve));
    await settle();
    expect(t.app.deps.realtime.openSockets()).toBe(before);
  });
});
