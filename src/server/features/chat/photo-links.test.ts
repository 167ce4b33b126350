import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { images } from "../../db/schema";
import { type Member, testAppForFile } from "../../test/app";
import { resetTestNow, setTestNow } from "../../test/clock";
import { jpeg } from "../../test/images";
import { postMultipart } from "../../test/multipart";

// Chat photos are private (issue 41 item 6): shown only through a link signed for their message,
// kept only by the member's own browser for the link's life, and gone the moment an admin removes one.

const t = testAppForFile();
afterEach(resetTestNow);

// An approved event's group (its admin, host and an accepted seeker), and a member outside it.
async function scene() {
  const { admin, host, seeker, event } = await t.group();
  return { admin, host, seeker, stranger: await t.login(), event };
}

const photoParts = async (width = 40, height = 30) => [
  { name: "image", fileName: "IMG_0001.jpg", contentType: "image/jpeg", body: await jpeg(width, height) },
];

async function groupPhoto(eventId: string, who: Member, width = 40) {
  const sent = await postMultipart(
    t.app,
    `/api/group/messages/photo/${eventId}`,
    await photoParts(width),
    who,
  );
  expect(sent.statusCode).toBe(200);
  return sent.json().data as { _id: string; image: string };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

/** The link's parts: /uploads/chat/<message>/<key>?exp=…&sig=… */
function parts(url: string) {
  const parsed = new URL(url, "http://x");
  return {
    path: parsed.pathname,
    key: parsed.pathname.split("/").at(-1)!,
    exp: parsed.searchParams.get("exp")!,
    sig: parsed.searchParams.get("sig")!,
  };
}

describe("a chat photo's link", () => {
  it("shows the photo and its copies to whoever holds it, cached privately for no longer than it lives", async () => {
    const { seeker, event } = await scene();
    const message = await groupPhoto(event.id, seeker);
    const { path, key, exp, sig } = parts(message.image);
    expect(path).toBe(`/uploads/chat/${message._id}/${key}`);

    // The link's life as of before the request: the server's max-age, counted later, is no longer.
    const life = Number(exp) - Math.floor(Date.now() / 1000);
    const served = await get(message.image);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    const cache = String(served.headers["cache-control"]);
    expect(cache).toMatch(/^private, max-age=\d+$/);
    expect(cache).not.toContain("immutable");
    expect(cache).not.toContain("public");
    const maxAge = Number(cache.split("=")[1]);
    expect(maxAge).toBeGreaterThanOrEqual(3600 - 5);
    expect(maxAge).toBeLessThanOrEqual(life);
    expect(life).toBeLessThanOrEqual(2 * 3600);

    // The 480 px copy the thread shows answers to the same signature.
    const copy = await get(`${path.replace(/\.webp$/, ".w480.webp")}?exp=${exp}&sig=${sig}`);
    expect(copy.statusCode).toBe(200);
    expect(copy.headers["cache-control"]).toMatch(/^private, max-age=\d+$/);
  });

  it("is the same address all hour, so a polled thread keeps its picture", async () => {
    const { host, seeker, event } = await scene();
    setTestNow("2026-12-02T10:05:00Z");
    const message = await groupPhoto(event.id, seeker);
    setTestNow("2026-12-02T10:55:00Z");
    const thread = await t.data("GET", `/api/group/messages/${event.id}`, host);
    expect(thread.find((m: { _id: string }) => m._id === message._id).image).toBe(message.image);
    expect(parts(message.image).exp).toBe(String(Date.parse("2026-12-02T12:00:00Z") / 1000));
  });

  it("is never answered by /uploads, signed out or signed in, nor without its signature", async () => {
    const { seeker, stranger, event } = await scene();
    const message = await groupPhoto(event.id, seeker);
    const { path, key } = parts(message.image);
    expect(key).toMatch(/^chat-[0-9a-f]{40}\.webp$/);
    for (const url of [`/uploads/${key}`, `/uploads/${key.replace(/\.webp$/, ".w480.webp")}`]) {
      expect((await get(url)).statusCode).toBe(404);
      expect((await get(url, seeker.headers)).statusCode).toBe(404);
    }
    expect((await get(path)).statusCode).toBe(403);
    expect((await get(path, stranger.headers)).statusCode).toBe(403);
    // The bytes are there all the same: refused, not missing.
    expect(
      await t.database.db.select({ key: images.key }).from(images).where(eq(images.key, key)),
    ).toHaveLength(1);
  });

  it("is handed to the group's members only: a non-member gets no thread, no album and no link", async () => {
    const { seeker, stranger, event } = await scene();
    await groupPhoto(event.id, seeker);
    const thread = await t.call("GET", `/api/group/messages/${event.id}`, stranger);
    expect(thread.statusCode).toBe(403);
    expect(thread.body).not.toContain("/uploads/chat/");
    const album = await t.call("GET", `/api/group/album/${event.id}`, stranger);
    expect([403, 409]).toContain(album.statusCode);
    expect(album.body).not.toContain("/uploads/chat/");
  });

  it("refuses a tampered signature, another message's signature, a moved expiry and an expired link", async () => {
    const { host, seeker, event } = await scene();
    setTestNow("2026-12-02T10:05:00Z");
    const message = await groupPhoto(event.id, seeker);
    const other = await groupPhoto(event.id, host, 50);
    const { path, exp, sig } = parts(message.image);
    // The first character: the last one's low bits are base64's padding, which decoding drops.
    const flipped = `${sig.startsWith("A") ? "B" : "A"}${sig.slice(1)}`;
    for (const query of [
      `exp=${exp}&sig=${flipped}`,
      `exp=${exp}&sig=${parts(other.image).sig}`,
      `exp=${Number(exp) + 3600}&sig=${sig}`,
      `exp=${exp}`,
      `exp=not-a-time&sig=${sig}`,
      `exp=${exp}&sig=${"%FF".repeat(40)}`,
    ]) {
      const refused = await get(`${path}?${query}`);
      expect(refused.statusCode, query).toBe(403);
      expect(refused.json()).toMatchObject({ success: false });
    }
    // The other message's own photo is not this one's either.
    expect(
      (await get(`${parts(other.image).path.replace(other._id, message._id)}?exp=${exp}&sig=${sig}`))
        .statusCode,
    ).toBe(403);
    expect((await get(message.image)).statusCode).toBe(200);
    setTestNow("2026-12-02T12:00:01Z");
    expect((await get(message.image)).statusCode).toBe(403);
  });

  it("answers 404 for a malformed message id or key, never a 5xx", async () => {
    const { seeker, event } = await scene();
    const message = await groupPhoto(event.id, seeker);
    const { key, exp, sig } = parts(message.image);
    for (const path of [`/uploads/chat/not-a-uuid/${key}`, `/uploads/chat/${message._id}/..%2Fsecret`]) {
      const res = await get(`${path}?exp=${exp}&sig=${sig}`);
      expect(res.statusCode, path).toBeLessThan(500);
    }
  });

  it("answers 404 the moment an admin removes the photo, for every link handed out before", async () => {
    const { admin, host, seeker, event } = await scene();
    const message = await groupPhoto(event.id, seeker);
    const copy = message.image.replace(".webp?", ".w480.webp?");
    expect((await get(message.image)).statusCode).toBe(200);
    await t.call("POST", `/api/messages/${message._id}/report`, host, { reason: "Not ok" });
    const removed = await t.call("POST", `/api/admin/messages/${message._id}/resolve`, admin, {
      decision: "remove",
    });
    expect(removed.statusCode).toBe(200);
    expect((await get(message.image)).statusCode).toBe(404);
    expect((await get(copy)).statusCode).toBe(404);
  });

  it("shows a direct conversation's photo to its two members through the same kind of link", async () => {
    const { host, stranger } = await scene();
    const sent = await postMultipart(t.app, `/api/message/photo/${stranger.id}`, await photoParts(), host);
    expect(sent.statusCode).toBe(200);
    const message = sent.json().data as { _id: string; image: string };
    expect(message.image).toMatch(new RegExp(`^/uploads/chat/${message._id}/chat-`));
    const theirs = await t.data("GET", `/api/message/conversation/${host.id}`, stranger);
    expect(theirs.at(-1).image).toBe(message.image);
    const served = await get(message.image);
    expect(served.statusCode).toBe(200);
    expect(served.headers["cache-control"]).toMatch(/^private, max-age=\d+$/);
    expect((await get(`/uploads/${parts(message.image).key}`)).statusCode).toBe(404);
  });
});
