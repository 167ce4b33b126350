import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../src/shared/texts/auth";
import { AUTH_SPEC_TEXTS } from "../src/web/lib/texts/spec";
import { catalogueProblems, placeholders, readCatalogues, SERVER_LOCALES_DIR } from "./catalogue-check";

// ADR 0053: one catalogue per language and area, the same keys and placeholders in each.
describe("the language catalogues", () => {
  const catalogues = readCatalogues();

  it("have every key in every language, messages that parse, and the same placeholders", () => {
    expect(Object.keys(catalogues).sort()).toEqual(["en", "hi"]);
    expect(catalogueProblems(catalogues)).toEqual([]);
  });

  it("hold the server's words (emails, pushes) to the same rules: every key in both, same placeholders", () => {
    const server = readCatalogues(SERVER_LOCALES_DIR);
    expect(Object.keys(server).sort()).toEqual(["en", "hi"]);
    expect(Object.keys(server.en ?? {}).sort()).toEqual(["email", "notifications", "push"]);
    expect(catalogueProblems(server)).toEqual([]);
  });

  it("keep the SPEC's sign-in words word for word in English", () => {
    const signin = catalogues.en?.signin;
    expect(signin).toMatchObject({
      signinTagline: AUTH_SPEC_TEXTS.signinTagline,
      signInWithGoogle: AUTH_SPEC_TEXTS.signInWithGoogle,
      signInFailed: AUTH_MESSAGES.signInFailed,
      popupBlocked: AUTH_MESSAGES.popupBlocked,
      popupClosed: AUTH_MESSAGES.popupClosed,
      networkError: AUTH_MESSAGES.networkError,
      timeout: AUTH_MESSAGES.timeout,
    });
  });

  it("reads a message's placeholders, their kinds and those inside a plural's cases", () => {
    expect(placeholders("Welcome to {appName}")).toEqual(["appName"]);
    expect(placeholders("{count, plural, one {# seat for {name}} other {# seats}}")).toEqual([
      "count, plural",
      "name",
    ]);
    expect(placeholders("No placeholders, it's plain")).toEqual([]);
  });

  it("names a missing key, a missing file, a message that does not parse and different placeholders", () => {
    expect(
      catalogueProblems({
        en: {
          signin: {
            title: "Sign in",
            hello: "Hello {name}",
            seats: "{n, plural, one {# seat} other {# seats}}",
          },
          people: { heading: "People" },
        },
        hi: {
          signin: { title: "साइन इन", hello: "नमस्ते {naam}", seats: "{n, plural, other {# सीटें}" },
        },
      }),
    ).toEqual([
      "hi/people.json is missing",
      'signin: "hello" has different placeholders: en {name}, hi {naam}',
      expect.stringMatching(/^hi\/signin\.json: "seats" does not parse/),
    ]);
    expect(catalogueProblems({ en: { signin: { a: "A", b: "B" } }, hi: { signin: { a: "अ" } } })).toEqual([
      'hi/signin.json has no "b"',
    ]);
  });
});
