import { englishReasonLine, type ReasonPart } from "@shared/discovery-reasons";
import { describe, expect, it } from "vitest";
import { type Language, type MessageKey, type MessageValues, messageIn } from "../lib/i18n";
import { makeEvent } from "../test/fixtures/events";
import { cardWords, categoryWords, reasonLine } from "./event-card-words";

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
});

describe("why a listing is in the list", () => {
  // Every kind of part, and the numbers where English and Hindi differ (one, many, a decimal, lakhs).
  const lines: ReasonPart[][] = [
    [
      { kind: "inCity", city: "Pune" },
      { kind: "youLike", category: "Adventure & Treks" },
    ],
    [{ kind: "distance", km: null, trip: false }, { kind: "full" }, { kind: "clickers", count: 1 }],
    [
      { kind: "distance", km: 340, trip: true },
      { kind: "youWent", category: "Food & Coffee Trails" },
    ],
    [
      { kind: "distance", km: 123456, trip: false },
      { kind: "clickers", count: 3 },
    ],
    [{ kind: "hostMatch", percent: 82 }],
    [{ kind: "topHost", rating: 4.75 }],
    [{ kind: "topHost", rating: 5 }],
    [{ kind: "fewSeats", count: 1 }],
    [{ kind: "fewSeats", count: 3 }],
  ];

  it("says in English exactly what the server's line says", () => {
    for (const parts of lines) expect(reasonLine(en, "en", parts)).toBe(englishReasonLine(parts));
    expect(reasonLine(en, "en", [])).toBeNull();
  });

  it("says it in Hindi, the categories and counts as Hindi reads them", () => {
    expect(reasonLine(hi, "hi", lines[0]!)).toBe("Pune में · आपको एडवेंचर और ट्रेक पसंद है");
    expect(reasonLine(hi, "hi", lines[1]!)).toBe(
      "1 किमी से कम · भर गया · वेटलिस्ट में जुड़ें · आपसे मेल खाने वाला 1 व्यक्ति जा रहा है",
    );
    expect(reasonLine(hi, "hi", lines[2]!)).toMatch(/^ट्रिप · 340 किमी · आप पहले भी .+ में शामिल हो चुके हैं$/);
    expect(reasonLine(hi, "hi", lines[3]!)).toBe("1,23,456 किमी · आपसे मेल खाने वाले 3 लोग जा रहे हैं");
    expect(reasonLine(hi, "hi", lines[5]!)).toBe("होस्ट की रेटिंग 4.8");
    expect(reasonLine(hi, "hi", lines[8]!)).toBe("बस 3 सीटें बची हैं");
  });
});
