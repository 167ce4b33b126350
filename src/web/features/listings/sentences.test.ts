import { EVENT_MESSAGES } from "@shared/texts";
import { describe, expect, it } from "vitest";
import { messageIn, type Translate } from "../../lib/i18n";
import { answerIn, knownAnswers } from "./answer-sentences";
import { knownSentences, sentenceIn } from "./sentences";

const inEnglish: Translate<"listings"> = (key, values) => messageIn("en", "listings", key, values);
const inHindi: Translate<"listings"> = (key, values) => messageIn("hi", "listings", key, values);

describe("the listings' server and rule sentences", () => {
  it("read in English word for word as the shared texts write them, by code and by the sentence itself", () => {
    for (const { code, english } of knownSentences()) {
      expect(sentenceIn(inEnglish, "en", { code, message: english })).toBe(english);
      expect(sentenceIn(inEnglish, "en", { message: english })).toBe(english);
    }
  });

  it("say each in Hindi, with its numbers in place", () => {
    for (const { code, english } of knownSentences()) {
      expect(sentenceIn(inHindi, "hi", { code, message: english })).not.toBe(english);
    }
    expect(sentenceIn(inHindi, "hi", { message: EVENT_MESSAGES.costMax })).toBe(
      "फ़ीस ज़्यादा से ज़्यादा ₹10,00,000 हो सकती है।",
    );
    expect(sentenceIn(inHindi, "hi", { code: "event.descriptionLength", message: "ignored" })).toBe(
      "ब्यौरा 30 से 150 अक्षरों का होना चाहिए।",
    );
  });

  it("leave a sentence it does not know as it came", () => {
    expect(sentenceIn(inHindi, "hi", { code: "somethingNew", message: "Something new." })).toBe(
      "Something new.",
    );
    expect(sentenceIn(inHindi, "hi", { code: null, message: "Database down." })).toBe("Database down.");
  });
});

describe("the server's answers to a request review and attendance marks", () => {
  it("read in English word for word as the shared texts write them, and in Hindi otherwise", () => {
    for (const { code, english } of knownAnswers()) {
      expect(answerIn(inEnglish, { code, message: english })).toBe(english);
      expect(answerIn(inEnglish, { message: english })).toBe(english);
      expect(answerIn(inHindi, { code, message: english })).not.toBe(english);
    }
    expect(answerIn(inHindi, { code: null, message: "Database down." })).toBe("Database down.");
    // A refusal of an answer is known by its code alone.
    expect(answerIn(inEnglish, { code: "request.full", message: "This experience is full." })).toBe(
      "This experience is full.",
    );
    expect(answerIn(inHindi, { code: "request.full", message: "This experience is full." })).toBe(
      "यह एक्सपीरियंस फ़ुल है।",
    );
  });
});
