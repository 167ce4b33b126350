import { describe, expect, it } from "vitest";
import { languageFromAcceptLanguage } from "./accept-language";

describe("a new member's language guessed from Accept-Language", () => {
  it("takes the first tag the app speaks, by weight and then by order", () => {
    expect(languageFromAcceptLanguage("hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7")).toBe("hi");
    expect(languageFromAcceptLanguage("mr-IN, hi;q=0.8, en;q=0.5")).toBe("hi");
    expect(languageFromAcceptLanguage("en-IN,hi;q=0.9")).toBe("en");
    expect(languageFromAcceptLanguage("en;q=0.2, hi;q=0.9")).toBe("hi");
    expect(languageFromAcceptLanguage("HI_in")).toBe("hi");
  });

  it("falls back to English for none, only unknown languages, refusals and nonsense", () => {
    expect(languageFromAcceptLanguage(undefined)).toBe("en");
    expect(languageFromAcceptLanguage("")).toBe("en");
    expect(languageFromAcceptLanguage("ta-IN,kn;q=0.5")).toBe("en");
    expect(languageFromAcceptLanguage("hi;q=0, ta")).toBe("en");
    expect(languageFromAcceptLanguage("*")).toBe("en");
    expect(languageFromAcceptLanguage(";;;,,,q=abc")).toBe("en");
  });
});
