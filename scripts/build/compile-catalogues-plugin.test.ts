import { describe, expect, it } from "vitest";
import { catalogueChunk, compileCatalogue } from "./compile-catalogues-plugin";

describe("the catalogues' build step", () => {
  it("compiles every message to Lingui's form, so the browser needs no parser", () => {
    const compiled = JSON.parse(
      compileCatalogue(
        JSON.stringify({
          title: "Sign in",
          welcome: "Welcome to {appName}",
          n: "{n, plural, one {#} other {# x}}",
        }),
        "en/signin.json",
      ),
    );
    expect(compiled).toEqual({
      title: ["Sign in"],
      welcome: ["Welcome to ", ["appName"]],
      n: [["n", "plural", { one: ["#"], other: ["#", " x"] }]],
    });
  });

  it("fails the build on a message that does not parse", () => {
    expect(() => compileCatalogue('{"a":"{n, plural, other {x}"}', "hi/signin.json")).toThrow(
      /hi\/signin\.json: "a" is not ICU MessageFormat/,
    );
  });

  it("keeps each catalogue a chunk named for its language and area, and leaves other modules alone", () => {
    expect(catalogueChunk("/app/src/web/locales/hi/signin.json")).toBe("hi-signin");
    expect(catalogueChunk("/app/src/web/locales/en/signin.json?import")).toBe("en-signin");
    expect(catalogueChunk("/app/src/web/lib/texts/auth.ts")).toBeUndefined();
  });
});
