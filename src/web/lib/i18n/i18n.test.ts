import { setupI18n } from "@lingui/core";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { afterEach, describe, expect, it, vi } from "vitest";
import { APP_NAME } from "../texts";
import { formatDateTime, formatNumber, formatRupees } from "./format";
import { activeLanguage, changeLanguage, startLanguage, translate } from "./i18n";
import { deviceLanguageChoice, type LanguageChoice } from "./language-choice";

function choiceOf(language: "en" | "hi" | null): LanguageChoice & { saved: string[] } {
  const saved: string[] = [];
  return { saved, read: () => language, save: (l) => void saved.push(l) };
}

describe("the active language", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("starts in the member's choice, whatever the browser asks for", () => {
    vi.stubGlobal("navigator", { languages: ["en-IN"] });
    expect(startLanguage(choiceOf("hi"))).toBe("hi");
    expect(document.documentElement.lang).toBe("hi-IN");
  });

  it("starts in the browser's language when the member never chose", () => {
    vi.stubGlobal("navigator", { languages: ["hi-IN", "en-IN"] });
    expect(startLanguage(choiceOf(null))).toBe("hi");
    expect(translate("signin", "documentTitle")).toBe("साइन इन");
    vi.stubGlobal("navigator", { languages: ["ta-IN"] });
    expect(startLanguage(choiceOf(null))).toBe("en");
    expect(document.documentElement.lang).toBe("en-IN");
  });

  it("switches with its words, follows <html lang> and remembers the choice on the device", async () => {
    startLanguage(choiceOf("en"));
    await changeLanguage("hi");
    expect(activeLanguage()).toBe("hi");
    expect(translate("signin", "welcome", { appName: APP_NAME })).toBe(`${APP_NAME} में आपका स्वागत है`);
    expect(document.documentElement.lang).toBe("hi-IN");
    expect(deviceLanguageChoice.read()).toBe("hi");
    expect(window.localStorage.getItem("language")).toBe("hi");
  });

  it("lets the later of two overlapping changes win", async () => {
    startLanguage(choiceOf("en"));
    const choice = choiceOf(null);
    await Promise.all([changeLanguage("hi", choice), changeLanguage("en", choice)]);
    expect(activeLanguage()).toBe("en");
    expect(choice.saved).toEqual(["hi", "en"]);
  });

  it("ignores a stored value that is not a language", () => {
    window.localStorage.setItem("language", "fr");
    expect(deviceLanguageChoice.read()).toBeNull();
  });
});

describe("numbers in the member's language", () => {
  it("groups in lakhs and writes rupees as India does, in both languages", () => {
    expect(formatNumber("en", 1234567)).toBe("12,34,567");
    expect(formatNumber("hi", 1234567)).toBe("12,34,567");
    expect(formatRupees("en", 1500)).toBe("₹1,500");
    expect(formatRupees("hi", 100000)).toBe("₹1,00,000");
  });
});

describe("plurals and dates by each language's own rules (Intl)", () => {
  it("takes Hindi's plural categories for hi-IN and English's for en-IN", () => {
    const seats = compileMessageOrThrow("{n, plural, one {one-form #} other {other-form #}}");
    const say = (locale: string, tag: string, n: number) =>
      setupI18n({ locale, locales: [tag], messages: { [locale]: { seats } } })._("seats", { n });
    // CLDR: Hindi puts 0 with 1 ("0 सीट"), English puts 0 with the many ("0 seats").
    expect(say("hi", "hi-IN", 0)).toBe("one-form 0");
    expect(say("en", "en-IN", 0)).toBe("other-form 0");
    expect(say("hi", "hi-IN", 2)).toBe("other-form 2");
  });

  it("names months in the member's language", () => {
    const day = new Date(Date.UTC(2027, 0, 5, 6));
    const options = { day: "numeric", month: "long", timeZone: "Asia/Kolkata" } as const;
    expect(formatDateTime("en", day, options)).toBe("5 January");
    expect(formatDateTime("hi", day, options)).toBe("5 जनवरी");
  });
});
