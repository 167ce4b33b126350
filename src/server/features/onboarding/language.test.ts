import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LANGUAGE_MESSAGES } from "../../../shared/texts";
import { users } from "../../db/schema";
import { testAppForFile } from "../../test/app";
import { devIdTokensForFile } from "../../test/dev-identity";
import { jpeg } from "../../test/images";
import { type Part, postMultipart } from "../../test/multipart";
import { fieldParts, registrationFields } from "../../test/registration";

// A new member's language (ADR 0055): the one chosen on the sign-in screen, sent with the
// registration; without one, the browser's Accept-Language; else English.

const t = testAppForFile();
const idToken = devIdTokensForFile(t);
let n = 0;

async function register(language: string | null, acceptLanguage?: string) {
  const addr = `lang-${++n}-${Date.now()}@example.test`;
  const token = await idToken({ email: addr, name: "New Member" });
  const parts: Part[] = [
    ...fieldParts(registrationFields(token, language === null ? {} : { language })),
    { name: "avatar", fileName: "me.jpg", contentType: "image/jpeg", body: await jpeg() },
  ];
  const res = await postMultipart(
    t.app,
    "/api/users/register",
    parts,
    acceptLanguage ? { headers: { "accept-language": acceptLanguage } } : undefined,
  );
  const [row] = await t.database.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.email, addr));
  return { res, language: row?.language };
}

describe("a new member's language", () => {
  it("is the language chosen before the account existed, whatever the browser asks for", async () => {
    const chosen = await register("hi", "en-IN,en;q=0.9");
    expect(chosen.res.statusCode).toBe(201);
    expect(chosen.language).toBe("hi");
    expect((await register("en", "hi-IN")).language).toBe("en");
  });

  it("is guessed from Accept-Language when none was chosen, and is English without either", async () => {
    expect((await register(null, "mr-IN,hi;q=0.9,en;q=0.8")).language).toBe("hi");
    expect((await register("", "hi-IN")).language).toBe("hi");
    expect((await register(null, "ta-IN")).language).toBe("en");
    expect((await register(null)).language).toBe("en");
  });

  it("refuses a language the app does not speak, and registers nobody", async () => {
    for (const language of ["fr", "hindi", "HI"]) {
      const refused = await register(language, "hi-IN");
      expect(refused.res.statusCode).toBe(400);
      expect(refused.res.json().message).toBe(LANGUAGE_MESSAGES.invalid);
      expect(refused.language).toBeUndefined();
    }
  });
});
