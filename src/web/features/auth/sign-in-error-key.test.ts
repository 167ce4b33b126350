import { AUTH_MESSAGES, COMMON_MESSAGES } from "@shared/texts";
import { describe, expect, it } from "vitest";
import en from "../../locales/en/signin.json";
import { signInErrorKey } from "./sign-in-error-key";

describe("sign-in error keys", () => {
  it("find the server's refusals of a sign-in, each a key of the catalogue", () => {
    for (const message of [
      AUTH_MESSAGES.accountBanned,
      AUTH_MESSAGES.idTokenUsed,
      AUTH_MESSAGES.idTokenExpired,
      AUTH_MESSAGES.popupBlocked,
      COMMON_MESSAGES.tooManyRequests,
    ]) {
      const key = signInErrorKey(message);
      expect(key, message).not.toBeNull();
      // Its English is held to the sentence by the catalogue guard (scripts/catalogue-check.test.ts).
      expect(en).toHaveProperty(key!);
    }
  });

  it("leave a sentence they do not know as it came", () => {
    expect(signInErrorKey("Registration is closed on Tuesdays.")).toBeNull();
  });
});
