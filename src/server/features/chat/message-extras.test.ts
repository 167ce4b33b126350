import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LIMITS } from "../../../shared/limits";
import {
  MESSAGE_FLAG_MESSAGES,
  PHOTO_MESSAGES,
  REACTION_MESSAGES,
  REPLY_MESSAGES,
} from "../../../shared/texts";
import { attendance, auditLog, events, images, messages } from "../../db/schema";
import { type Member, testAppForFile } from "../../test/app";
import { hugePngHeader, jpeg, jpegWithGps, svg } from "../../test/images";
import { postMultipart } from "../../test/multipart";
import { createHub } from "../realtime/hub";

const t = testAppForFile();

afterEach(() => vi.restoreAllMocks());

// An approved event with its group: a host, an accepted seeker, a pending one and a stranger.
async function scene() {
  const { admin, host, seeker, waiting, event } = await t.group({
    host: { name: "Hema Host" },
    seekers: [{ name: "Sana Seeker" }],
    waiting: 1,
  });
  return { admin, host, seeker, pending: waiting[0]!, stranger: await t.login(), event };
}

const photo = (body: Buffer, fields: Record<string, string> = {}, fileName = "IMG_0001.jpg") => [
  { name: "image", fileName, contentType: "image/jpeg", body },
  ...Object.entries(fields).map(([name, value]) => ({ name, value })),
];

const sendGroupPhoto = (eventId: string, who: Member, parts: ReturnType<typeof photo>) =>
  postMultipart(t.app, `/api/group/messages/photo/${eventId}`, parts, who);

const imageCount = async () => (await t.database.db.select({ n: count() }).from(images))[0]!.n;

// A chat photo's address is a link signed for its message (issue 41 item 6): /uploads/chat/<id>/<key>?…
const keyOf = (url: string) => new URL(url, "http://x").pathname.split("/").at(-1)!;

// A hub on this test's database with these members' sockets open: what each receives, by frame type.
function connected(members: Member[]) {
  const received = new Map<string, string[]>();
  const hub = createHub(t.database.db, (error) => {
    throw error;
  });
  for (const member of members) {
    hub.add({
      userId: member.id,
      sessionId: `s-${member.id}`,
      send: (frame) => received.set(member.id, [...(received.get(member.id) ?? []), frame.type]),
      close: () => {},
    });
  }
  return { hub, received };
}

describe("photos in conversations", () => {
  it("resize a group photo and strip its EXIF (GPS above all), for every member to see", async () => {
    const { host, seeker, event } = await scene();
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const sent = await sendGroupPhoto(event.id, seeker, photo(original, { content: "Summit!" }));
    expect(sent.statusCode).toBe(200);
    const message = sent.json().data;
    expect(message).toMatchObject({ content: "Summit!", replyTo: null, reactions: [], removed: false });
    expect(message.image).toMatch(
      new RegExp(`^/uploads/chat/${message._id}/chat-[0-9a-f]{40}\\.webp\\?exp=\\d+&sig=[\\w-]+$`),
    );

    // What is served is a WebP the server made: no EXIF, no GPS, nothing of the camera.
    const served = await t.app.inject({ method: "GET", url: message.image });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(80);
    expect(served.rawPayload.includes(Buffer.from("PhoneMaker"))).toBe(false);
    // Kept in the database like every picture, with its smaller copies.
    const [row] = await t.database.db
      .select()
      .from(images)
      .where(eq(images.key, keyOf(message.image)));
    expect(row?.contentType).toBe("image/webp");

    const thread = await t.data("GET", `/api/group/messages/${event.id}`, host);
    expect(thread.at(-1)).toMatchObject({ _id: message._id, image: message.image, content: "Summit!" });
  });

  it("shrink a large photo to the 1080 px long side, and take a photo with no caption", async () => {
    const { seeker, event } = await scene();
    const sent = await sendGroupPhoto(event.id, seeker, photo(await jpeg(2400, 1600)));
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.content).toBe("");
    const served = await t.app.inject({ method: "GET", url: sent.json().data.image });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([LIMITS.imageLongSide, 720]);
  });

  it("refuse what is not a picture, a decompression bomb and a file over 5 MB, storing nothing", async () => {
    const { seeker, event } = await scene();
    const before = await imageCount();
    const notImage = await sendGroupPhoto(event.id, seeker, [
      { name: "image", fileName: "x.svg", contentType: "image/svg+xml", body: svg() },
    ]);
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBe("x.svg is not a valid image file.");
    const bomb = await sendGroupPhoto(event.id, seeker, [
      { name: "image", fileName: "big.png", contentType: "image/png", body: hugePngHeader() },
    ]);
    expect(bomb.statusCode).toBe(400);
    // Over the per-file limit: refused by the multipart bounds before it is held whole.
    const huge = Buffer.concat([await jpeg(), Buffer.alloc(LIMITS.imageMaxBytes + 10)]);
    const tooBig = await sendGroupPhoto(event.id, seeker, photo(huge));
    expect(tooBig.statusCode).toBe(413);
    const noFile = await postMultipart(
      t.app,
      `/api/group/messages/photo/${event.id}`,
      [{ name: "content", value: "hi" }],
      seeker,
    );
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(PHOTO_MESSAGES.required);
    const tooLong = await sendGroupPhoto(
      event.id,
      seeker,
      photo(await jpeg(), { content: "x".repeat(2001) }),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(await imageCount()).toBe(before);
    expect(await t.data("GET", `/api/group/messages/${event.id}`, seeker)).toEqual([]);
  });

  it("follow a text message's rules: members only in a group, no blocked or banned member in direct", async () => {
    const { host, pending, stranger, event } = await scene();
    const before = await imageCount();
    for (const outsider of [pending, stranger]) {
      const refused = await sendGroupPhoto(event.id, outsider, photo(await jpeg()));
      expect(refused.statusCode).toBe(403);
    }
    const anonymous = await postMultipart(
      t.app,
      `/api/group/messages/photo/${event.id}`,
      photo(await jpeg()),
    );
    expect(anonymous.statusCode).toBe(401);

    // Direct: sent to a member, seen by both; refused once one blocked the other.
    const direct = await postMultipart(
      t.app,
      `/api/message/photo/${stranger.id}`,
      photo(await jpeg(33, 22), { content: "The view" }),
      host,
    );
    expect(direct.statusCode).toBe(200);
    const conversation = await t.data("GET", `/api/message/conversation/${host.id}`, stranger);
    expect(conversation).toEqual([
      expect.objectContaining({ content: "The view", image: direct.json().data.image }),
    ]);
    await t.call("POST", `/api/users/block/${host.id}`, stranger);
    const blocked = await postMultipart(
      t.app,
      `/api/message/photo/${stranger.id}`,
      photo(await jpeg(10, 10)),
      host,
    );
    expect(blocked.statusCode).toBe(404);
    const self = await postMultipart(t.app, `/api/message/photo/${host.id}`, photo(await jpeg(12, 12)), host);
    expect(self.statusCode).toBe(400);
    // Only the one accepted photo was stored (with its two copies).
    expect(await imageCount()).toBe(before + 3);
  });

  it("form the group's album once the experience has ended, for its members only", async () => {
    const { host, seeker, pending, stranger, event } = await scene();
    await sendGroupPhoto(event.id, seeker, photo(await jpeg(30, 20), { content: "Day one" }));
    await t.call("POST", `/api/group/messages/send/${event.id}`, host, {
      content: "Text is not in the album",
    });
    await sendGroupPhoto(event.id, host, photo(await jpeg(20, 30)));
    const early = await t.call("GET", `/api/group/album/${event.id}`, seeker);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(PHOTO_MESSAGES.albumLater);

    await t.database.db
      .update(events)
      .set({ fromDate: new Date("2020-01-01"), toDate: new Date("2020-01-02") })
      .where(eq(events.id, event.id));
    const album = await t.data("GET", `/api/group/album/${event.id}`, seeker);
    expect(album.groupName).toBe(event.name);
    expect(album.photos).toEqual([
      expect.objectContaining({
        caption: "Day one",
        sender: expect.objectContaining({ name: "Sana Seeker" }),
      }),
      expect.objectContaining({ caption: "", sender: expect.objectContaining({ name: "Hema Host" }) }),
    ]);
    for (const outsider of [pending, stranger]) {
      expect((await t.call("GET", `/api/group/album/${event.id}`, outsider)).statusCode).toBe(403);
    }
    // A member the host marked as not having come did not go: the album is not theirs.
    await t.database.db
      .insert(attendance)
      .values({ eventId: event.id, userId: seeker.id, came: false, markedBy: host.id });
    const noShow = await t.call("GET", `/api/group/album/${event.id}`, seeker);
    expect(noShow.statusCode).toBe(403);
    expect(noShow.json().message).toBe(PHOTO_MESSAGES.albumNotWent);
    expect((await t.call("GET", `/api/group/album/${event.id}`, host)).statusCode).toBe(200);
  });
});

describe("replies", () => {
  it("quote the original's sender and start, and only within the same conversation", async () => {
    const { host, seeker, stranger, event } = await scene();
    const original = await t.data("POST", `/api/group/messages/send/${event.id}`, host, {
      content: `Meet at the gate at 6. ${"Bring water and a torch. ".repeat(10)}`,
    });
    const reply = await t.call("POST", `/api/group/messages/send/${event.id}`, seeker, {
      content: "Will do!",
      replyTo: original._id,
    });
    expect(reply.statusCode).toBe(200);
    const quote = reply.json().data.replyTo;
    expect(quote).toMatchObject({ _id: original._id, senderName: "Hema Host", photo: false });
    expect(quote.snippet.startsWith("Meet at the gate at 6.")).toBe(true);
    expect([...quote.snippet].length).toBeLessThanOrEqual(LIMITS.replySnippetLength + 1);
    const thread = await t.data("GET", `/api/group/messages/${event.id}`, host);
    expect(thread.at(-1).replyTo).toEqual(quote);

    // A message of another conversation (a direct one, another group), or no message at all.
    const direct = await t.data("POST", `/api/message/send/${stranger.id}`, host, { content: "Private" });
    const other = await scene();
    const elsewhere = await t.data("POST", `/api/group/messages/send/${other.event.id}`, other.host, {
      content: "Other group",
    });
    const before = (await t.data("GET", `/api/group/messages/${event.id}`, host)).length;
    for (const replyTo of [direct._id, elsewhere._id, "00000000-0000-4000-8000-000000000000", "nope"]) {
      const refused = await t.call("POST", `/api/group/messages/send/${event.id}`, seeker, {
        content: "Sneaky",
        replyTo,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(REPLY_MESSAGES.elsewhere);
    }
    // In a direct conversation: a group message is not in it.
    const directRefused = await t.call("POST", `/api/message/send/${host.id}`, stranger, {
      content: "Re",
      replyTo: original._id,
    });
    expect(directRefused.statusCode).toBe(400);
    const directReply = await t.data("POST", `/api/message/send/${host.id}`, stranger, {
      content: "Re",
      replyTo: direct._id,
    });
    expect(directReply.replyTo).toMatchObject({
      _id: direct._id,
      senderName: "Hema Host",
      snippet: "Private",
    });
    expect((await t.data("GET", `/api/group/messages/${event.id}`, host)).length).toBe(before);
  });
});

describe("reactions", () => {
  it("count who reacted, are idempotent, come off, and go live to the conversation", async () => {
    const { host, seeker, event } = await scene();
    const message = await t.data("POST", `/api/group/messages/send/${event.id}`, host, {
      content: "Trip on!",
    });
    const publish = vi.spyOn(t.app.deps.realtime, "publish");
    const react = (who: Member, reaction: string, on?: boolean) =>
      t.call("PUT", `/api/messages/${message._id}/reactions`, who, {
        reaction,
        ...(on === undefined ? {} : { on }),
      });

    expect((await react(seeker, "👍")).json().data.reactions).toEqual([
      { reaction: "👍", count: 1, mine: true, names: ["Sana Seeker"] },
    ]);
    // The same reaction again changes nothing, and tells nobody again.
    expect((await react(seeker, "👍")).json().data.reactions).toEqual([
      { reaction: "👍", count: 1, mine: true, names: ["Sana Seeker"] },
    ]);
    expect(publish).toHaveBeenCalledTimes(1);
    expect(publish.mock.calls[0]![0]).toEqual({
      type: "message-reactions",
      messageId: message._id,
      thread: { kind: "group", groupId: expect.any(String), eventId: event.id },
      reactions: [{ reaction: "👍", userIds: [seeker.id], names: ["Sana Seeker"] }],
    });
    await react(host, "👍");
    await react(host, "🎉");
    const thread = await t.data("GET", `/api/group/messages/${event.id}`, host);
    expect(thread.at(-1).reactions).toEqual([
      { reaction: "👍", count: 2, mine: true, names: ["Sana Seeker", "Hema Host"] },
      { reaction: "🎉", count: 1, mine: true, names: ["Hema Host"] },
    ]);
    expect((await react(seeker, "👍", false)).json().data.reactions).toEqual([
      { reaction: "👍", count: 1, mine: false, names: ["Hema Host"] },
      { reaction: "🎉", count: 1, mine: false, names: ["Hema Host"] },
    ]);
    // Off twice is off.
    expect((await react(seeker, "👍", false)).statusCode).toBe(200);

    const unknown = await react(seeker, "🤡");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(REACTION_MESSAGES.unknown);
  });

  it("reach the conversation's members' sockets, and nobody else's", async () => {
    const { host, seeker, pending, stranger, event } = await scene();
    const groupMessage = await t.data("POST", `/api/group/messages/send/${event.id}`, host, {
      content: "Hi",
    });
    const direct = await t.data("POST", `/api/message/send/${stranger.id}`, host, { content: "Psst" });
    const publish = vi.spyOn(t.app.deps.realtime, "publish");
    await t.call("PUT", `/api/messages/${groupMessage._id}/reactions`, seeker, { reaction: "🙏" });
    await t.call("PUT", `/api/messages/${direct._id}/reactions`, stranger, { reaction: "😂" });
    const [groupFrame, directFrame] = publish.mock.calls.map((call) => call[0]);
    expect(directFrame).toMatchObject({ thread: { kind: "direct", memberIds: [host.id, stranger.id] } });

    const { hub, received } = connected([host, seeker, pending, stranger]);
    await hub.deliver(groupFrame!);
    expect([...received.keys()].sort()).toEqual([host.id, seeker.id].sort());
    received.clear();
    await hub.deliver(directFrame!);
    expect([...received.keys()].sort()).toEqual([host.id, stranger.id].sort());
    expect(received.get(host.id)).toEqual(["message-reactions"]);
  });

  it("refuse anyone outside the conversation, as if the message did not exist", async () => {
    const { host, seeker, pending, stranger, event } = await scene();
    const groupMessage = await t.data("POST", `/api/group/messages/send/${event.id}`, host, {
      content: "Hi",
    });
    const direct = await t.data("POST", `/api/message/send/${seeker.id}`, host, { content: "Psst" });
    for (const [who, id] of [
      [pending, groupMessage._id],
      [stranger, groupMessage._id],
      [stranger, direct._id],
      [pending, direct._id],
    ] as const) {
      const refused = await t.call("PUT", `/api/messages/${id}/reactions`, who, { reaction: "❤️" });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(REACTION_MESSAGES.notFound);
    }
    expect(
      (await t.call("PUT", "/api/messages/not-an-id/reactions", seeker, { reaction: "❤️" })).statusCode,
    ).toBe(404);
    // A member who left the group no longer reacts in it.
    await t.call("POST", `/api/events/${event.id}/leave`, seeker);
    expect(
      (await t.call("PUT", `/api/messages/${groupMessage._id}/reactions`, seeker, { reaction: "❤️" }))
        .statusCode,
    ).toBe(404);
    // The direct message's own two members can.
    expect(
      (await t.call("PUT", `/api/messages/${direct._id}/reactions`, seeker, { reaction: "❤️" })).statusCode,
    ).toBe(200);
    const seen = await t.data("GET", `/api/message/conversation/${seeker.id}`, host);
    expect(seen[0].reactions).toEqual([{ reaction: "❤️", count: 1, mine: false, names: ["Sana Seeker"] }]);
  });
});

describe("reports of messages", () => {
  it("let a member report others' messages once, and never their own", async () => {
    const { host, seeker, stranger, event } = await scene();
    const message = await t.data("POST", `/api/group/messages/send/${event.id}`, host, {
      content: "Rude words",
    });
    const report = (who: Member, reason?: string) =>
      t.call("POST", `/api/messages/${message._id}/report`, who, reason === undefined ? {} : { reason });

    const own = await report(host, "Mine");
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(MESSAGE_FLAG_MESSAGES.own);
    expect((await report(seeker)).statusCode).toBe(400);
    expect((await report(seeker, "   ")).json().message).toBe(MESSAGE_FLAG_MESSAGES.reasonRequired);
    expect((await report(seeker, "x".repeat(501))).json().message).toBe(MESSAGE_FLAG_MESSAGES.reasonTooLong);
    expect((await report(stranger, "Not my group")).statusCode).toBe(404);
    const first = await report(seeker, "  Insulting  ");
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(MESSAGE_FLAG_MESSAGES.flagged);
    const again = await report(seeker, "Again");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGE_FLAG_MESSAGES.duplicate);
  });

  it("list reported messages to admins only; dismissing keeps the message, removing erases it", async () => {
    const { admin, host, seeker, event } = await scene();
    const rude = await t.data("POST", `/api/group/messages/send/${event.id}`, seeker, {
      content: "Rude words",
    });
    const pic = (
      await sendGroupPhoto(event.id, host, photo(await jpeg(41, 31), { content: "Bad photo" }))
    ).json().data;
    await t.call("PUT", `/api/messages/${pic._id}/reactions`, seeker, { reaction: "😮" });
    const reply = await t.data("POST", `/api/group/messages/send/${event.id}`, seeker, {
      content: "What?",
      replyTo: pic._id,
    });
    await t.call("POST", `/api/messages/${rude._id}/report`, host, { reason: "Insulting" });
    await t.call("POST", `/api/messages/${pic._id}/report`, seeker, { reason: "Not ok" });

    for (const who of [host, seeker]) {
      expect((await t.call("GET", "/api/admin/messages/flags", who)).statusCode).toBe(403);
      expect(
        (await t.call("POST", `/api/admin/messages/${rude._id}/resolve`, who, { decision: "remove" }))
          .statusCode,
      ).toBe(403);
    }
    const list = await t.data("GET", "/api/admin/messages/flags", admin);
    const ours = list.filter((e: { message: { _id: string } }) =>
      [rude._id, pic._id].includes(e.message._id),
    );
    expect(ours).toEqual([
      {
        message: { _id: rude._id, content: "Rude words", image: null, createdAt: rude.createdAt },
        sender: { _id: seeker.id, name: "Sana Seeker", avatar: null },
        where: { kind: "group", eventId: event.id, name: event.name },
        flags: [expect.objectContaining({ reason: "Insulting", reporterName: "Hema Host" })],
      },
      expect.objectContaining({
        message: expect.objectContaining({ _id: pic._id, image: pic.image }),
        flags: [expect.objectContaining({ reason: "Not ok", reporterName: "Sana Seeker" })],
      }),
    ]);

    const bad = await t.call("POST", `/api/admin/messages/${rude._id}/resolve`, admin, { decision: "burn" });
    expect(bad.statusCode).toBe(400);
    const dismissed = await t.call("POST", `/api/admin/messages/${rude._id}/resolve`, admin, {
      decision: "dismiss",
    });
    expect(dismissed.json().message).toBe(MESSAGE_FLAG_MESSAGES.dismissed);
    expect(
      (await t.call("POST", `/api/admin/messages/${rude._id}/resolve`, admin, { decision: "dismiss" }))
        .statusCode,
    ).toBe(404);

    const removed = await t.call("POST", `/api/admin/messages/${pic._id}/resolve`, admin, {
      decision: "remove",
    });
    expect(removed.json().message).toBe(MESSAGE_FLAG_MESSAGES.removed);
    const thread = await t.data("GET", `/api/group/messages/${event.id}`, seeker);
    expect(thread.find((m: { _id: string }) => m._id === rude._id).content).toBe("Rude words");
    expect(thread.find((m: { _id: string }) => m._id === pic._id)).toMatchObject({
      content: "",
      image: null,
      removed: true,
      reactions: [],
    });
    expect(thread.find((m: { _id: string }) => m._id === reply._id).replyTo).toMatchObject({
      _id: pic._id,
      snippet: "",
    });
    // The photo's bytes are gone, and the reports stay on record, closed.
    expect((await t.app.inject({ method: "GET", url: pic.image })).statusCode).toBe(404);
    const [stored] = await t.database.db.select().from(messages).where(eq(messages.id, pic._id));
    expect(stored).toMatchObject({ content: "", image: null });
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.actorId, admin.id));
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(["dismiss-message-reports", "remove-message"]),
    );
    expect(entries.find((e) => e.action === "remove-message")).toMatchObject({
      targetUserId: host.id,
      targetEventId: event.id,
      details: expect.objectContaining({ messageId: pic._id, reasons: ["Not ok"], content: "Bad photo" }),
    });
    const left = await t.data("GET", "/api/admin/messages/flags", admin);
    expect(left.some((e: { message: { _id: string } }) => [rude._id, pic._id].includes(e.message._id))).toBe(
      false,
    );
    // A removed message takes no more reactions or reports.
    expect(
      (await t.call("PUT", `/api/messages/${pic._id}/reactions`, seeker, { reaction: "👍" })).statusCode,
    ).toBe(404);
    expect(
      (await t.call("POST", `/api/messages/${pic._id}/report`, seeker, { reason: "x" })).statusCode,
    ).toBe(404);
  });

  it("reach the open threads of the conversation at once when an admin removes a message", async () => {
    const { admin, host, seeker, pending, stranger, event } = await scene();
    const inGroup = await t.data("POST", `/api/group/messages/send/${event.id}`, seeker, { content: "Rude" });
    const direct = await t.data("POST", `/api/message/send/${stranger.id}`, host, { content: "Rude too" });
    await t.call("POST", `/api/messages/${inGroup._id}/report`, host, { reason: "Insulting" });
    await t.call("POST", `/api/messages/${direct._id}/report`, stranger, { reason: "Insulting" });
    const pin = (messageId: string) => t.call("PUT", `/api/group/pinned/${event.id}`, host, { messageId });
    expect((await pin(inGroup._id)).statusCode).toBe(200);
    const publish = vi.spyOn(t.app.deps.realtime, "publish");
    const dismiss = { decision: "dismiss" };
    await t.call("POST", `/api/admin/messages/${inGroup._id}/resolve`, admin, dismiss);
    // Dismissing changes nothing anyone sees: nothing goes out.
    expect(publish).not.toHaveBeenCalled();
    // Reported again, by a member whose first report was dismissed.
    await t.call("POST", `/api/messages/${inGroup._id}/report`, host, { reason: "Again" });
    for (const id of [inGroup._id, direct._id])
      expect(
        (await t.call("POST", `/api/admin/messages/${id}/resolve`, admin, { decision: "remove" })).statusCode,
      ).toBe(200);
    const frames = publish.mock.calls.map((call) => call[0]);
    expect(frames).toEqual([
      {
        type: "message-removed",
        messageId: inGroup._id,
        thread: { kind: "group", groupId: expect.any(String), eventId: event.id },
      },
      // It was pinned: the pin comes down with it, and cannot go back up.
      { type: "group-pinned", groupId: expect.any(String), eventId: event.id, pinned: null },
      {
        type: "message-removed",
        messageId: direct._id,
        thread: { kind: "direct", memberIds: [host.id, stranger.id] },
      },
    ]);

    const { hub, received } = connected([host, seeker, pending, stranger]);
    expect((await t.data("GET", `/api/group/pinned/${event.id}`, seeker)).pinned).toBeNull();
    expect((await pin(inGroup._id)).statusCode).toBe(404);

    await hub.deliver(frames[0]!);
    expect([...received.keys()].sort()).toEqual([host.id, seeker.id].sort());
    received.clear();
    await hub.deliver(frames[2]!);
    expect([...received.keys()].sort()).toEqual([host.id, stranger.id].sort());
    expect(received.get(stranger.id)).toEqual(["message-removed"]);
  });
});
