import { describe, expect, it } from "vitest";
import { guessLanguage } from "./guess-language";

describe("the first guess of a visitor's language", () => {
  it("takes the first of the browser's languages that the app speaks", () => {
    expect(guessLanguage(["hi-IN", "en-IN"])).toBe("hi");
    expect(guessLanguage(["mr-IN", "hi", "en"])).toBe("hi");
    expect(guessLanguage(["en-GB", "hi-IN"])).toBe("en");
    expect(guessLanguage(["HI_in"])).toBe("hi");
    expect(guessLanguage(["hi-Latn"])).toBe("hi");
  });

  it("falls back to English when the browser names none the app speaks, or nothing", () => {
    expect(guessLanguage(["ta-IN", "kn"])).toBe("en");
    expect(guessLanguage([])).toBe("en");
    expect(guessLanguage(undefined)).toBe("en");
  });
});
