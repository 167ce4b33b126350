import { describe, expect, it } from "vitest";
import { testAppForFile } from "../../test/app";
import { createEvent } from "../../test/factories";

const t = testAppForFile();

describe("unread counts", () => {
  it("count others' messages per thread until it is read, for direct threads and groups", async () => {
    const me = await t.login();
    const friend = await t.login({ overrides: { name: "Farah Friend" } });
    await t.call("POST", `/api/message/send/${me.id}`, friend, { content: "zero" });
    expect(await t.data("GET", "/api/chat/unread", me)).toMatchObject({ total: 1 });
    // Replying means having read: the thread is marked read for the sender.
    await t.call("POST", `/api/message/send/${friend.id}`, me, { content: "my own never counts" });
    expect(await t.data("GET", "/api/chat/unread", me)).toEqual({ total: 0, users: {}, groups: {} });
    // (PGlite's clock counts in milliseconds: step past the read mark.)
    await new Promise((r) => setTimeout(r, 5));
    await t.call("POST", `/api/message/send/${me.id}`, friend, { content: "one" });
    await t.call("POST", `/api/message/send/${me.id}`, friend, { content: "two" });
    expect(await t.data("GET", "/api/chat/unread", me)).toEqual({
      total: 2,
      users: { [friend.id]: 2 },
      groups: {},
    });

    const { event } = await t.group({ host: friend, seekers: [me] });
    await t.call("POST", `/api/group/messages/send/${event.id}`, friend, { content: "Welcome!" });
    const [group] = await t.data("GET", "/api/group/my-groups", me);
    expect(await t.data("GET", "/api/chat/unread", me)).toEqual({
      total: 3,
      users: { [friend.id]: 2 },
      groups: { [group._id]: 1 },
    });
    expect(await t.data("POST", `/api/chat/read/user/${friend.id}`, me)).toEqual({
      total: 1,
      users: {},
      groups: { [group._id]: 1 },
    });
    expect((await t.data("POST", `/api/chat/read/group/${group._id}`, me)).total).toBe(0);
    // A group the caller is not in, or an id of the wrong kind (the event's), is not theirs to mark.
    const outsider = await t.login();
    const refused = await t.call("POST", `/api/chat/read/group/${group._id}`, outsider);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ success: false, message: "We could not find that group." });
    expect((await t.call("POST", `/api/chat/read/group/${event.id}`, me)).statusCode).toBe(404);
    expect((await t.call("POST", "/api/chat/read/user/not-an-id", me)).statusCode).toBe(404);
    expect((await t.call("POST", "/api/chat/read/folder/x", me)).statusCode).toBe(400);
    expect((await t.call("GET", "/api/chat/unread")).statusCode).toBe(401);
  });
});

describe("notifications", () => {
  it("tell hosts of requests and decisions, seekers of answers, and list unread threads", async () => {
    const { admin, host, seeker, event } = await t.group({
      host: { name: "Hema" },
      seekers: [{ name: "Sid" }],
      event: { name: "Sunrise Trek" },
    });
    await t.call("POST", `/api/message/send/${host.id}`, seeker, { content: "Thanks!" });

    const hostList = await t.data("GET", "/api/notifications", host);
    expect(hostList.items.map((i: { text: string; link: string }) => [i.text, i.link])).toEqual([
      ["New message from Sid", `/chats/user/${seeker.id}`],
      ["Sid asked to join Sunrise Trek", `/request/${event.id}/${seeker.id}`],
      ["Sunrise Trek is approved and now listed", `/listing/myevent/detail/${event.id}`],
    ]);
    expect(hostList.unread).toBe(3);
    const seekerList = await t.data("GET", "/api/notifications", seeker);
    expect(seekerList.items[0]).toMatchObject({
      kind: "request_accepted",
      text: "You're in! Your request to join Sunrise Trek was accepted",
    });

    // Opening the list marks everything in it seen; the message item stays listed until the
    // thread is read, and a newer message raises the count again.
    const opened = await t.data("POST", "/api/notifications/read", host);
    expect(opened.unread).toBe(0);
    expect(opened.items[0]).toMatchObject({ kind: "new_message", read: true });
    await new Promise((r) => setTimeout(r, 20));
    await t.call("POST", `/api/message/send/${host.id}`, seeker, { content: "One more thing" });
    expect(await t.data("GET", "/api/notifications", host)).toMatchObject({
      unread: 1,
      items: [{ text: "2 new messages from Sid", read: false }, {}, {}],
    });
    await t.call("POST", `/api/chat/read/user/${seeker.id}`, host);
    expect(await t.data("GET", "/api/notifications", host)).toMatchObject({ unread: 0 });
    expect((await t.data("GET", "/api/notifications", host)).items).toHaveLength(2);
    // Nobody else sees them.
    expect((await t.data("GET", "/api/notifications", admin)).items).toEqual([]);
  });
});

describe("the bell in the member's language", () => {
  it("lists every notification, history included, in the account's language, and follows a switch", async () => {
    const host = await t.login({ overrides: { name: "Hema" } });
    const seeker = await t.login({ overrides: { name: "Sid" } });
    const event = await createEvent(t.database.db, { createdBy: host.id, name: "Sunrise Trek" });
    await t.call("POST", `/api/events/${event.id}/join`, seeker);
    await t.call("POST", `/api/message/send/${host.id}`, seeker, { content: "Namaste!" });
    const texts = async () =>
      (await t.data("GET", "/api/notifications", host)).items.map((i: { text: string }) => i.text);
    expect(await texts()).toEqual(["New message from Sid", "Sid asked to join Sunrise Trek"]);
    await t.call("PUT", "/api/users/me/language", host, { language: "hi" });
    expect(await texts()).toEqual(["Sid का नया मैसेज", "Sid ने Sunrise Trek में शामिल होने का अनुरोध किया है"]);
    await t.call("PUT", "/api/users/me/language", host, { language: "en" });
    expect(await texts()).toEqual(["New message from Sid", "Sid asked to join Sunrise Trek"]);
  });
});
