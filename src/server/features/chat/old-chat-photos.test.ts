import { readFileSync } from "node:fs";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { images, messages, users } from "../../db/schema";
import { testAppForFile } from "../../test/app";

// Migration 0043 (issue 41 item 6): chat photos sent before photos became private were stored under
// public keys, which /uploads serves to anyone with the address. The migration moves each under its
// chat key, reachable only by a signed link, and erases the public bytes unless a profile picture
// shows the same picture. Its statements are run again here over photos stored the old way (the test
// database was migrated before they existed; the statements touch only old keys, so a second run is
// the first for them).

const t = testAppForFile();
const MIGRATION = new URL("../../db/migrations/0043_chat_photos_private.sql", import.meta.url);

async function migrateOldPhotos() {
  const statements = readFileSync(MIGRATION, "utf8").split("--> statement-breakpoint");
  for (const statement of statements) await t.database.db.execute(sql.raw(statement));
}

const hash = (n: number) => n.toString(16).padStart(40, "a");
const bytes = (label: string) => Buffer.from(`webp bytes of ${label}`);

/** A picture stored the old way: its key, its two smaller copies, each with bytes of its own. */
async function storeOld(key: string) {
  const keys = [key, key.replace(".webp", ".w480.webp"), key.replace(".webp", ".sq256.webp")];
  await t.database.db
    .insert(images)
    .values(keys.map((k) => ({ key: k, contentType: "image/webp", bytes: bytes(k), size: bytes(k).length })));
  return keys;
}

const stored = async (keys: string[]) =>
  (await t.database.db.select({ key: images.key }).from(images).where(inArray(images.key, keys)))
    .map((r) => r.key)
    .sort();

describe("chat photos stored before they were private", () => {
  it("move behind signed links, and their public addresses answer 404", async () => {
    const [sender, recipient, stranger] = [await t.login(), await t.login(), await t.login()];
    const key = `${hash(1)}.webp`;
    const old = await storeOld(key);
    const [message] = await t.database.db
      .insert(messages)
      .values({ senderId: sender.id, recipientId: recipient.id, content: "", image: key })
      .returning({ id: messages.id });
    // (Not asked for before: an instance keeps what it served in memory, and the migration runs
    // before an instance starts.)
    expect(await stored(old)).toEqual([...old].sort());

    await migrateOldPhotos();

    const [row] = await t.database.db
      .select({ image: messages.image })
      .from(messages)
      .where(eq(messages.id, message!.id));
    expect(row?.image).toBe(`chat-${key}`);
    expect(await stored(old)).toEqual([]);
    expect(await stored(old.map((k) => `chat-${k}`))).toEqual(old.map((k) => `chat-${k}`).sort());
    for (const k of [...old, ...old.map((c) => `chat-${c}`)]) {
      expect((await t.app.inject({ method: "GET", url: `/uploads/${k}` })).statusCode).toBe(404);
    }

    // The members of the conversation see it through a link signed for the message, its bytes intact.
    const thread = await t.data("GET", `/api/message/conversation/${sender.id}`, recipient);
    const shown = thread.find((m: { _id: string }) => m._id === message!.id) as { image: string };
    expect(shown.image).toMatch(new RegExp(`^/uploads/chat/${message!.id}/chat-${key}\\?exp=\\d+&sig=`));
    const photo = await t.app.inject({ method: "GET", url: shown.image });
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload.equals(bytes(key))).toBe(true);
    // Anyone else gets no link, and the link without its signature is refused.
    expect((await t.call("GET", `/api/message/conversation/${sender.id}`, stranger)).json().data).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: shown.image.split("?")[0]! })).statusCode).toBe(403);
  });

  it("leaves a profile picture that is the same picture public, and moves the chat's copy all the same", async () => {
    const [sender, recipient] = [await t.login(), await t.login()];
    const key = `${hash(2)}.webp`;
    const old = await storeOld(key);
    await t.database.db.update(users).set({ avatar: key }).where(eq(users.id, sender.id));
    await t.database.db
      .insert(messages)
      .values({ senderId: sender.id, recipientId: recipient.id, content: "me", image: key });

    await migrateOldPhotos();

    expect(await stored(old)).toEqual([...old].sort());
    expect(await stored([`chat-${key}`])).toEqual([`chat-${key}`]);
    expect((await t.app.inject({ method: "GET", url: `/uploads/${key}` })).statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ image: messages.image })
      .from(messages)
      .where(eq(messages.senderId, sender.id));
    expect(row?.image).toBe(`chat-${key}`);
  });

  it("leaves photos already private, and pictures that were never chat photos, as they are", async () => {
    const cover = `${hash(3)}.webp`;
    const before = await storeOld(cover);
    const [sender, recipient] = [await t.login(), await t.login()];
    const privateKey = `chat-${hash(4)}.webp`;
    await t.database.db.insert(images).values({
      key: privateKey,
      contentType: "image/webp",
      bytes: bytes(privateKey),
      size: bytes(privateKey).length,
    });
    await t.database.db
      .insert(messages)
      .values({ senderId: sender.id, recipientId: recipient.id, content: "", image: privateKey });

    await migrateOldPhotos();

    expect(await stored(before)).toEqual([...before].sort());
    expect(await stored([privateKey])).toEqual([privateKey]);
    expect(await stored([`chat-${privateKey}`])).toEqual([]);
  });
});
