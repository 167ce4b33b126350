import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MESSAGE_REMOVAL_UNDO_MS } from "../../../shared/contracts/message-extras";
import { MESSAGE_FLAG_MESSAGES } from "../../../shared/texts";
import { auditLog, images, messageFlags } from "../../db/schema";
import { type Member, testAppForFile } from "../../test/app";
import { resetTestNow, setTestNow } from "../../test/clock";
import { jpeg } from "../../test/images";
import { postMultipart } from "../../test/multipart";

// An admin's removal of a reported message can be undone for a short while (issue 41 item 5): members
// read it as removed at once, the admin alone may take it back within the window, and after it what
// it said is erased for good. The clock is the injected one (test/clock.ts).

const t = testAppForFile();

afterEach(() => {
  vi.restoreAllMocks();
  resetTestNow();
});

// A picture's hash, which its key and its copies' keys (and a held key) all contain.
const hashOf = (url: string) => url.replace(/^\/uploads\//, "").replace(/\.webp$/, "");
const runJobs = async () => {
  while ((await t.app.deps.jobs.runOnce()) > 0);
};

// A host and a member of an approved event's group, two admins, and a member outside it.
async function scene() {
  const { admin, host, seeker, event } = await t.group({
    host: { name: "Hema Host" },
    seekers: [{ name: "Sana Seeker" }],
  });
  return { admin, host, seeker, stranger: await t.login({ overrides: { name: "Stan Stranger" } }), event };
}

const remove = (admin: Member, messageId: string) =>
  t.call("POST", "/api/admin/moderation/resolve", admin, {
    subject: "message",
    subjectId: messageId,
    decision: "act",
  });
const undo = (who: Member, messageId: string) =>
  t.call("POST", `/api/admin/messages/${messageId}/restore`, who);

// Until when the removal of the message may be undone, as its audit entry holds it. The clock runs on
// from where a test puts it, so the window is read, not guessed from when the test began.
async function undoUntilOf(messageId: string): Promise<number> {
  const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "remove-message"));
  const entry = entries.find((e) => e.details.messageId === messageId);
  return new Date((entry!.details.held as { undoUntil: string }).undoUntil).getTime();
}

// The message as `who` reads it in the group's thread.
async function inThread(who: Member, eventId: string, messageId: string) {
  const thread = await t.data("GET", `/api/group/messages/${eventId}`, who);
  return thread.find((m: { _id: string }) => m._id === messageId);
}

// What the chat list says of the conversation with `other`.
async function preview(who: Member, other: Member) {
  const list = await t.data("GET", "/api/message/getAllFriends", who);
  return list.find((c: { _id: string }) => c._id === other.id)?.lastMessage?.content;
}

describe("an admin's removal of a message", () => {
  it("reads removed to members at once, and only an admin undoes it within the window", async () => {
    const { admin, host, seeker, stranger, event } = await scene();
    const direct = await t.data("POST", `/api/message/send/${stranger.id}`, host, { content: "Rude words" });
    await t.call("POST", `/api/messages/${direct._id}/report`, stranger, { reason: "Insulting" });
    const pic = (
      await postMultipart(
        t.app,
        `/api/group/messages/photo/${event.id}`,
        [
          { name: "image", fileName: "a.jpg", contentType: "image/jpeg", body: await jpeg(43, 29) },
          { name: "content", value: "Bad photo" },
        ],
        seeker,
      )
    ).json().data;
    await t.call("PUT", `/api/messages/${pic._id}/reactions`, host, { reaction: "😮" });
    expect(
      (await t.call("PUT", `/api/group/pinned/${event.id}`, host, { messageId: pic._id })).statusCode,
    ).toBe(200);
    await t.call("POST", `/api/messages/${pic._id}/report`, host, { reason: "Not ok" });

    expect((await remove(admin, direct._id)).statusCode).toBe(200);
    expect((await remove(admin, pic._id)).statusCode).toBe(200);
    // Members read both as removed at once: no words, no photo, no reactions, no pin, an empty preview.
    expect(await inThread(host, event.id, pic._id)).toMatchObject({
      content: "",
      image: null,
      removed: true,
      reactions: [],
    });
    expect((await t.data("GET", `/api/group/pinned/${event.id}`, seeker)).pinned).toBeNull();
    expect((await t.app.inject({ method: "GET", url: pic.image })).statusCode).toBe(404);
    expect(await preview(stranger, host)).toBe("");
    expect(await preview(host, stranger)).toBe("");

    // Neither a member nor the host (no admin) may undo it; nothing changes.
    for (const who of [seeker, host, stranger]) expect((await undo(who, pic._id)).statusCode).toBe(403);
    expect(await inThread(seeker, event.id, pic._id)).toMatchObject({ removed: true });

    // Within the window the admin takes both back: words, photo, reaction, pin, preview, reports.
    const window = await undoUntilOf(direct._id);
    expect(window - Date.now()).toBeLessThanOrEqual(MESSAGE_REMOVAL_UNDO_MS);
    setTestNow(window - 10_000);
    const publish = vi.spyOn(t.app.deps.realtime, "publish");
    const restored = await undo(admin, pic._id);
    expect(restored.json()).toMatchObject({ success: true, message: MESSAGE_FLAG_MESSAGES.restored });
    expect((await undo(admin, direct._id)).statusCode).toBe(200);
    expect(publish.mock.calls.map((call) => call[0])).toEqual([
      {
        type: "message-restored",
        messageId: pic._id,
        thread: { kind: "group", groupId: expect.any(String), eventId: event.id },
      },
      {
        type: "message-restored",
        messageId: direct._id,
        thread: { kind: "direct", memberIds: [host.id, stranger.id] },
      },
    ]);
    const back = await inThread(seeker, event.id, pic._id);
    expect(back).toMatchObject({ content: "Bad photo", image: pic.image, removed: false });
    expect(back.reactions).toEqual([expect.objectContaining({ reaction: "😮" })]);
    expect((await t.app.inject({ method: "GET", url: pic.image })).statusCode).toBe(200);
    expect((await t.data("GET", `/api/group/pinned/${event.id}`, seeker)).pinned?._id).toBe(pic._id);
    expect(await preview(stranger, host)).toBe("Rude words");
    expect(await preview(host, stranger)).toBe("Rude words");
    const open = await t.database.db
      .select()
      .from(messageFlags)
      .where(and(eq(messageFlags.messageId, pic._id)));
    expect(open.map((f) => f.resolvedAt)).toEqual([null]);
    // Undone once: a second undo finds nothing held.
    expect((await undo(admin, pic._id)).statusCode).toBe(404);
    // Its erasure, due at the window's end, leaves it as it is.
    setTestNow(window + MESSAGE_REMOVAL_UNDO_MS);
    await runJobs();
    expect(await inThread(seeker, event.id, pic._id)).toMatchObject({ content: "Bad photo", removed: false });
  });

  it("cannot be undone after the window, when what it held is erased for good", async () => {
    const { admin, host, seeker, event } = await scene();
    const pic = (
      await postMultipart(
        t.app,
        `/api/group/messages/photo/${event.id}`,
        [
          { name: "image", fileName: "b.jpg", contentType: "image/jpeg", body: await jpeg(47, 23) },
          { name: "content", value: "Gone soon" },
        ],
        seeker,
      )
    ).json().data;
    await t.call("POST", `/api/messages/${pic._id}/report`, host, { reason: "Spam" });
    expect((await remove(admin, pic._id)).statusCode).toBe(200);

    // The window is over, whether the erasure ran yet or not.
    setTestNow((await undoUntilOf(pic._id)) + 1_000);
    const late = await undo(admin, pic._id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(MESSAGE_FLAG_MESSAGES.undoOver);
    await runJobs();
    expect((await undo(admin, pic._id)).statusCode).toBe(404);
    // Erased: the photo's bytes under any key, and the words from the record (who, when and why stay).
    const held = await t.database.db.select({ key: images.key }).from(images);
    expect(held.filter((row) => row.key.includes(hashOf(pic.image)))).toEqual([]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "remove-message"), eq(auditLog.targetUserId, seeker.id)));
    expect(entry!.details).toEqual({ messageId: pic._id, reasons: ["Spam"], erasedAt: expect.any(String) });
    expect(JSON.stringify(entry!.details)).not.toContain("Gone soon");
    expect(await inThread(seeker, event.id, pic._id)).toMatchObject({ removed: true });
  });
});
