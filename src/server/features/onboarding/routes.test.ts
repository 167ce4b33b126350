import { eq, like } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { images, jobs, userImages, users } from "../../db/schema";
import { testAppForFile } from "../../test/app";
import { devIdTokensForFile } from "../../test/dev-identity";
import { hugePngHeader, jpeg, jpegWithGps, png, svg } from "../../test/images";
import { type Part, postMultipart } from "../../test/multipart";
import { fieldParts, registrationFields } from "../../test/registration";

const t = testAppForFile();
const idToken = devIdTokensForFile(t);
let n = 0;

const email = () => `new-${++n}-${Date.now()}@example.test`;

async function fields(addr: string, overrides: Record<string, string | null> = {}): Promise<Part[]> {
  const token = await idToken({ email: addr, name: "New Member" });
  return fieldParts(registrationFields(token, overrides));
}

const register = (parts: Part[]) => postMultipart(t.app, "/api/users/register", parts);

// A refused registration answers 400 with the SPEC's message and leaves no member behind.
async function expectRefused(res: LightMyRequestResponse, message: string, addr: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe(message);
  const [row] = await t.database.db.select().from(users).where(eq(users.email, addr));
  expect(row).toBeUndefined();
}

const avatarPart = async (body?: Buffer, fileName = "me.jpg", contentType = "image/jpeg"): Promise<Part> => ({
  name: "avatar",
  fileName,
  contentType,
  body: body ?? (await jpeg()),
});

describe("POST /api/users/register", () => {
  it("registers a member who can then log in, with cleaned images", async () => {
    const addr = email();
    const res = await register([
      ...(await fields(addr, { role: "admin", isBanned: "true" })),
      await avatarPart(),
      { name: "profileImages", fileName: "a.png", contentType: "image/png", body: await png() },
      { name: "profileImages", fileName: "b.jpg", contentType: "image/jpeg", body: await jpeg(1600, 1200) },
    ]);
    expect(res.statusCode).toBe(201);
    const id = res.json().data._id;
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    // Fields the client does not own are never read.
    expect(row).toMatchObject({
      role: "member",
      isBanned: false,
      name: "Kavya Rao",
      currentCity: "Mysuru",
      trustVerification: true,
    });
    const images = await t.database.db.select().from(userImages).where(eq(userImages.userId, id));
    expect(images).toHaveLength(2);
    const stored = await t.app.deps.storage.get(images[1]!.image);
    const meta = await sharp(stored!).metadata();
    expect(meta.format).toBe("webp");
    expect(Math.max(meta.width!, meta.height!)).toBe(1080);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/users/login",
      payload: { firebaseToken: await idToken({ email: addr }) },
    });
    expect(login.statusCode).toBe(200);
    // The welcome email follows the member.registered event recorded with the member (ADR 0030).
    const [welcome] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupKey, `email:welcome:${id}`));
    expect(welcome).toMatchObject({ kind: "email.welcome", state: "pending", payload: { userId: id } });
  });

  it("refuses a second registration of the same identity", async () => {
    const addr = email();
    expect((await register([...(await fields(addr)), await avatarPart()])).statusCode).toBe(201);
    const again = await register([...(await fields(addr)), await avatarPart()]);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This account is already registered. Please sign in.");
    const [member] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, addr));
    const welcomes = await t.database.db.select().from(jobs).where(like(jobs.dedupKey, "email:welcome:%"));
    expect(welcomes.filter((j) => j.payload.userId === member!.id)).toHaveLength(1);
  });

  it("refuses a forged identity token", async () => {
    const res = await register([
      ...(await fields(email(), { firebaseToken: "forged.token.value" })),
      await avatarPart(),
    ]);
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [{ mobileNo: "" }, "Phone number is required"],
    [{ mobileNo: "12345" }, "Mobile number should be 10 digits"],
    [{ name: "  " }, "Name is required"],
    [{ currentLocation: null }, "Location is required"],
    [{ dateOfBirth: "" }, "Date of Birth is required"],
    [{ gender: "" }, "Gender is required"],
    [{ scenePreferences: "[]" }, "Select at least one scene preference"],
    [{ idealScenes: "[]" }, "Select at least one ideal scene"],
    [{ sceneEnergy: "" }, "Select your scene energy"],
    [{ vibe: "" }, "Select your vibe preference"],
    [{ spontaneityComfort: "" }, "Select your spontaneity comfort level"],
    [{ scenePurpose: "[]" }, "Select at least one scene purpose"],
    [{ trustVerification: null }, "Trust verification choice is needed"],
    [{ socialLinks: "{}" }, "Please provide at least one social media account."],
    [
      {
        scenePurpose: JSON.stringify([
          "Make like-minded friends",
          "Host my own plans",
          "Relax & recharge with people",
        ]),
      },
      "Choose at most 2.",
    ],
    [{ sceneEnergy: "Hyperactive" }, "Please choose from the options shown."],
    [
      { socialLinks: JSON.stringify({ x: "javascript:alert(1)" }) },
      "Social links must be web addresses (https://…).",
    ],
  ])("refuses %j with the SPEC's message and stores nothing", async (override, message) => {
    const addr = email();
    const res = await register([
      ...(await fields(addr, override as Record<string, string | null>)),
      await avatarPart(),
    ]);
    await expectRefused(res, message, addr);
  });

  it("lets a member who trusts good vibes skip the social handles", async () => {
    const res = await register([
      ...(await fields(email(), { trustVerification: "false", socialLinks: "{}" })),
      await avatarPart(),
    ]);
    expect(res.statusCode).toBe(201);
  });

  it("keeps a city typed by its former name under its current one, as listings show it", async () => {
    for (const [typed, kept] of [
      ["Gurgaon", "Gurugram"],
      ["cochin", "Kochi"],
      ["Aurangabad", "Aurangabad"],
    ]) {
      const res = await register([
        ...(await fields(email(), { currentLocation: JSON.stringify({ city: typed, country: "India" }) })),
        await avatarPart(),
      ]);
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, res.json().data._id));
      expect(row!.currentCity, typed).toBe(kept);
    }
  });

  it("asks for the avatar", async () => {
    const res = await register(await fields(email()));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Avatar is required");
  });

  it("accepts a JPEG whose declared type is PNG: the bytes decide", async () => {
    const res = await register([
      ...(await fields(email())),
      await avatarPart(await jpeg(), "photo.png", "image/png"),
    ]);
    expect(res.statusCode).toBe(201);
  });

  it.each([
    [
      "a text file named .jpg",
      () => Buffer.from("just some text, not an image"),
      "notes.jpg",
      "Please select a valid image file (JPEG, PNG, or WebP)",
    ],
    ["an SVG named .png", () => svg(), "logo.png", "Please select a valid image file (JPEG, PNG, or WebP)"],
    [
      "a GIF avatar",
      () => Buffer.from("GIF89a\x01\x00\x01\x00", "latin1"),
      "a.gif",
      "Please select a valid image file (JPEG, PNG, or WebP)",
    ],
    [
      "a 20000 x 20000 image",
      () => hugePngHeader(),
      "huge.png",
      "Invalid image file. Please select a different image.",
    ],
  ])("refuses %s", async (_name, make, fileName, message) => {
    const addr = email();
    const res = await register([...(await fields(addr)), await avatarPart(make(), fileName, "image/png")]);
    await expectRefused(res, message, addr);
  });

  it("refuses a 6 MB file with 413", async () => {
    const res = await register([
      ...(await fields(email())),
      await avatarPart(Buffer.alloc(6 * 1024 * 1024, 1), "big.jpg"),
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("Image file size must be less than 5MB");
  });

  it("refuses a request with 1000 parts with 413", async () => {
    const parts: Part[] = Array.from({ length: 1000 }, (_, i) => ({ name: `f${i}`, value: "x" }));
    const res = await register(parts);
    expect(res.statusCode).toBe(413);
    expect(res.json().success).toBe(false);
  });

  it("refuses more than 6 profile images", async () => {
    const pictures: Part[] = [];
    for (let i = 0; i < 7; i++)
      pictures.push({
        name: "profileImages",
        fileName: `${i}.png`,
        contentType: "image/png",
        body: await png(),
      });
    const res = await register([...(await fields(email())), await avatarPart(), ...pictures]);
    expect(res.statusCode).toBe(413);
  });

  it("strips EXIF, GPS above all, from a phone photo", async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await register([...(await fields(email())), await avatarPart(original, "gps.jpg")]);
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, res.json().data._id));
    const stored = await t.app.deps.storage.get(row!.avatar!);
    const meta = await sharp(stored!).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    // Nor does any stored copy of it (the images table holds every picture and its copies).
    const all = await t.database.db.select({ key: images.key, bytes: images.bytes }).from(images);
    expect(all.length).toBeGreaterThanOrEqual(3);
    for (const image of all) expect(image.bytes.toString("latin1"), image.key).not.toContain("PhoneMaker");
  });

  it("serves stored images with long caching and nosniff", async () => {
    const res = await register([...(await fields(email())), await avatarPart()]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, res.json().data._id));
    const image = await t.app.inject({ method: "GET", url: `/uploads/${row!.avatar}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    expect(image.headers["cache-control"]).toContain("immutable");
    expect(image.headers["x-content-type-options"]).toBe("nosniff");
    expect((await t.app.inject({ method: "GET", url: "/uploads/..%2Fsession-secret" })).statusCode).toBe(404);
  });
});
