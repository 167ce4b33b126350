import { describe, expect, it } from "vitest";
import { type Language, type MessageKey, type MessageValues, messageIn } from "../../lib/i18n";
import { makeEvent } from "../../test/fixtures/events";
import { cardWords, categoryWords, radiusLabel } from "./event-words";

const wordsIn = (language: Language) => (key: MessageKey<"events">, values?: MessageValues) =>
  messageIn(language, "events", key, values);
const en = wordsIn("en");
const hi = wordsIn("hi");

describe("a discovery card's words", () => {
  it("keep the SPEC's English: the start, the slots left and the cost line", () => {
    // 23:30 UTC on the 11th is 05:00 on the 12th in India.
    const trek = makeEvent({ fromDate: "2026-06-11T23:30:00.000Z", time: "05:00" });
    expect(cardWords(en, "en", trek)).toEqual({
      category: "Adventure & Treks",
      start: "12 Jun 2026 · 5:00 AM",
      slots: "8 slots available",
      cost: "Rs. 2400 per person",
    });
    expect(
      cardWords(en, "en", makeEvent({ availableSlots: 1, paymentType: "dutch", cost: 0 })),
    ).toMatchObject({
      slots: "1 slot available",
      cost: "Go dutch",
    });
    expect(
      cardWords(en, "en", makeEvent({ availableSlots: 0, paymentType: "split", cost: 0 })),
    ).toMatchObject({
      slots: "No slots available",
      cost: "Go split",
    });
  });

  it("say them in Hindi, the date and the part of the day as Hindi reads them", () => {
    const trek = makeEvent({ fromDate: "2026-06-11T23:30:00.000Z", time: "05:00", cost: 12000 });
    expect(cardWords(hi, "hi", trek)).toEqual({
      category: "एडवेंचर और ट्रेक",
      start: "12 जून 2026 · सुबह 5:00",
      slots: "8 सीटें खाली",
      cost: "₹12000 प्रति व्यक्ति",
    });
    expect(
      cardWords(hi, "hi", makeEvent({ availableSlots: 1, paymentType: "split", cost: 0 })),
    ).toMatchObject({
      slots: "1 सीट खाली",
      cost: "ख़र्च आपस में बँटेगा",
    });
    expect(cardWords(hi, "hi", makeEvent({ availableSlots: -2, paymentType: "dutch" })).slots).toBe(
      "कोई सीट खाली नहीं",
    );
  });

  it("name the host's own scene as written, and a category the app no longer offers as it came", () => {
    expect(
      categoryWords(hi, { category: "Create Your Own Scene (Other)", customCategory: "Pottery evening" }),
    ).toBe("Pottery evening");
    expect(categoryWords(hi, { category: "Old Category" })).toBe("Old Category");
    expect(categoryWords(hi, { category: "Women-Only Trips" })).toBe("सिर्फ़ महिलाओं की ट्रिप्स");
  });

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
