import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGE_MESSAGES } from "../../../shared/texts";
import { users } from "../../db/schema";
import { buildTestApp, type Member, type TestApp } from "../../test/app";

// A member's language on the account (ADR 0055): PUT /users/me/language saves it for the caller
// alone; the member's own profile carries it, nobody else's does.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const stored = async (member: Member) =>
  (await t.database.db.select({ language: users.language }).from(users).where(eq(users.id, member.id)))[0]
    ?.language;

describe("PUT /api/users/me/language", () => {
  it("starts in English, saves Hindi and back, and the member's own profile carries it", async () => {
    const member = await t.login();
    expect(await stored(member)).toBe("en");
    const res = await t.call("PUT", "/api/users/me/language", member, { language: "hi" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: LANGUAGE_MESSAGES.saved,
      code: "language.saved",
      data: { language: "hi" },
    });
    expect(await stored(member)).toBe("hi");
    expect((await t.data("GET", `/api/users/${member.id}`, member)).language).toBe("hi");

    expect((await t.data("PUT", "/api/users/me/language", member, { language: "en" })).language).toBe("en");
    expect(await stored(member)).toBe("en");
  });

  it("shows nobody else a member's language", async () => {
    const member = await t.login();
    await t.call("PUT", "/api/users/me/language", member, { language: "hi" });
    const other = await t.login();
    const seen = await t.data("GET", `/api/users/${member.id}`, other);
    expect(seen._id).toBe(member.id);
    expect(seen).not.toHaveProperty("language");
  });

  it("refuses what is not a language the app speaks with one clear sentence, and changes nothing", async () => {
    const member = await t.login();
    await t.call("PUT", "/api/users/me/language", member, { language: "hi" });
    for (const body of [
      { language: "fr" },
      { language: "HI" },
      { language: "" },
      { language: 1 },
      { language: null },
      { language: ["hi"] },
      {},
    ]) {
      const res = await t.call("PUT", "/api/users/me/language", member, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: LANGUAGE_MESSAGES.invalid,
        code: "language.invalid",
      });
    }
    expect(await stored(member)).toBe("hi");
  });

  it("refuses a caller who is not signed in", async () => {
    const res = await t.call("PUT", "/api/users/me/language", undefined, { language: "hi" });
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(false);
  });

  it("changes only the caller's own language, whatever the body names", async () => {
    const [member, other] = [await t.login(), await t.login()];
    const res = await t.call("PUT", "/api/users/me/language", member, { language: "hi", userId: other.id });
    expect(res.statusCode).toBe(200);
    expect(await stored(member)).toBe("hi");
    expect(await stored(other)).toBe("en");
  });
});
