import { describe, expect, it } from "vitest";
import { type Language, type MessageKey, type MessageValues, messageIn } from "../../lib/i18n";
import { radiusLabel } from "./event-words";

const wordsIn = (language: Language) => (key: MessageKey<"events">, values?: MessageValues) =>
  messageIn(language, "events", key, values);
const en = wordsIn("en");
const hi = wordsIn("hi");

describe("the discovery bar's words", () => {
  it("say how far in each language", () => {
    expect(["city", "50", "200", "any"].map((r) => radiusLabel(en, "en", r as "50"))).toEqual([
      "In my city",
      "50 km",
      "200 km",
      "Anywhere",
    ]);
    expect(radiusLabel(hi, "hi", "200")).toBe("200 किमी");
  });
});
