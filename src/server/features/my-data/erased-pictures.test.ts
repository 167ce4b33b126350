import { randomInt } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_VARIANTS, variantKey } from "../../../shared/image-variants";
import type { Database } from "../../db/client";
import { images, userImages, users } from "../../db/schema";
import { buildTestApp, type TestApp } from "../../test/app";
import { deleteAccount } from "../../test/delete-account";
import { sessionFor } from "../../test/factories";
import { twoInstancesForSuite } from "../../test/instances";
import { type Part, postMultipart } from "../../test/multipart";
import { fieldParts, registrationFields } from "../../test/registration";
import { signDevIdToken } from "../dev-idp/issuer";
import { loadDevIdpKeys } from "../dev-idp/keys";

// A deleted member's pictures (ADR 0025) are gone from every instance at once: the stored bytes and
// their smaller copies, and the copies kept in memory by the instances that served them (ADR 0018).
// Without the last, the instance answered the picture from memory, and a copy asked for was made
// again from the remembered original and stored back in the table.

// A picture nobody else has: content-addressed keys would otherwise be shared with other tests.
const photo = () =>
  sharp({
    create: {
      width: 64 + randomInt(64),
      height: 48 + randomInt(48),
      channels: 3,
      background: { r: randomInt(256), g: randomInt(256), b: randomInt(256) },
    },
  })
    .jpeg()
    .toBuffer();

let n = 0;

// Registers through the onboarding form (a development identity token), with an avatar and one
// profile picture: answers the member signed in, and the keys of the two pictures and their copies.
async function registerWithPictures(t: TestApp) {
  const keys = await loadDevIdpKeys(t.database.db);
  const email = `pictures-${++n}-${Date.now()}@example.test`;
  const token = await signDevIdToken(keys, { email, name: "Meera Pictures" });
  const fields = registrationFields(token, {
    name: "Meera Pictures",
    socialLinks: JSON.stringify({ instagram: "https://instagram.com/meera" }),
  });
  const parts: Part[] = [
    ...fieldParts(fields),
    { name: "avatar", fileName: "me.jpg", contentType: "image/jpeg", body: await photo() },
    { name: "profileImages", fileName: "hills.jpg", contentType: "image/jpeg", body: await photo() },
  ];
  const res = await postMultipart(t.app, "/api/users/register", parts);
  expect(res.statusCode).toBe(201);
  const id = res.json().data._id as string;
  const db = t.database.db;
  const [user] = await db.select({ avatar: users.avatar }).from(users).where(eq(users.id, id));
  const pictures = await db
    .select({ image: userImages.image })
    .from(userImages)
    .where(eq(userImages.userId, id));
  const originals = [user!.avatar!, ...pictures.map((p) => p.image)];
  expect(originals).toHaveLength(2);
  const all = originals.flatMap((key) => [key, ...IMAGE_VARIANTS.map((variant) => variantKey(key, variant))]);
  const session = await sessionFor(db, t.app.deps.sessionKeys, id);
  return { member: { id, ...session }, keys: all };
}

const status = async (t: TestApp, key: string) =>
  (await t.app.inject({ method: "GET", url: `/uploads/${key}` })).statusCode;

const storedRows = (database: Database, keys: string[]) =>
  database.db.select({ key: images.key }).from(images).where(inArray(images.key, keys));

describe("a deleted member's pictures", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it("answer 404 at once, copies included, on the instance that just served them, and are not made again", async () => {
    const { member, keys } = await registerWithPictures(t);
    // Served (and so remembered) before the deletion: the pictures and their copies.
    for (const key of keys) expect(await status(t, key)).toBe(200);
    expect(await storedRows(t.database, keys)).toHaveLength(keys.length);

    await deleteAccount(t.app, member);

    for (const key of keys) expect({ key, status: await status(t, key) }).toEqual({ key, status: 404 });
    // Asking for the copies made none of them again.
    expect(await storedRows(t.database, keys)).toEqual([]);
  });

  it("leave no copy made after the deletion from a remembered original (one stored before copies existed)", async () => {
    const { member, keys } = await registerWithPictures(t);
    const [avatar] = keys as [string];
    const copies = IMAGE_VARIANTS.map((variant) => variantKey(avatar, variant));
    // As a picture stored before the copies existed: the original alone, served once.
    await t.database.db.delete(images).where(inArray(images.key, copies));
    expect(await status(t, avatar)).toBe(200);

    await deleteAccount(t.app, member);
    for (const key of copies) expect(await status(t, key)).toBe(404);
    expect(await storedRows(t.database, keys)).toEqual([]);
  });
});

describe("a deleted member's pictures on two instances", () => {
  const instances = twoInstancesForSuite();

  it("are forgotten by the other instance too, which served them from memory", async () => {
    const { database, one, two } = instances;
    const { member, keys } = await registerWithPictures(one);
    for (const key of keys) {
      expect(await status(one, key)).toBe(200);
      expect(await status(two, key)).toBe(200);
    }
    await deleteAccount(two.app, member);

    // The other instance hears of it over the realtime bus (Redis), well within a second.
    await expect
      .poll(async () => Promise.all(keys.map((key) => status(one, key))), { timeout: 3000, interval: 50 })
      .toEqual(keys.map(() => 404));
    for (const key of keys) expect(await status(two, key)).toBe(404);
    expect(await storedRows(database, keys)).toEqual([]);
  });
});
