import { describe, expect, it } from "vitest";
import { eventDaysIn, shortEventDaysIn } from "../../lib/event-times-in-words";
import { type Language, type MessageKey, type MessageValues, messageIn } from "../../lib/i18n";
import { makeDetail } from "../../test/fixtures/events";
import { distanceWords, percentIn, ratingWords, startsLine } from "./event-detail-words";

const wordsIn = (language: Language) => (key: MessageKey<"event">, values?: MessageValues) =>
  messageIn(language, "event", key, values);
const en = wordsIn("en");
const hi = wordsIn("hi");

describe("an event page's words", () => {
  it("say the member's place on the waitlist as each language counts", () => {
    const place = (t: typeof en, position: number) => t("waitlistPosition", { position });
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101].map((n) => place(en, n))).toEqual(
      ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st"].map(
        (nth) => `You are ${nth} on the waitlist`,
      ),
    );
    expect([1, 2, 3, 4, 5, 6, 11].map((n) => place(hi, n))).toEqual(
      ["पहले", "दूसरे", "तीसरे", "चौथे", "5वें", "छठे", "11वें"].map((nth) => `वेटलिस्ट में आप ${nth} नंबर पर हैं`),
    );
  });

  it("keep the SPEC's English days and times, and say them through Intl in Hindi", () => {
    const stay = { fromDate: "2026-07-03T02:00:00.000Z", toDate: "2026-07-05T18:29:59.000Z" };
    expect(eventDaysIn("en", stay)).toBe("03 Jul 2026 – 05 Jul 2026");
    expect(eventDaysIn("hi", stay)).toBe("3 जुल॰ 2026 – 5 जुल॰ 2026");
    expect(shortEventDaysIn("en", stay)).toBe("Fri 3 Jul – Sun 5 Jul");
    expect(shortEventDaysIn("hi", { ...stay, toDate: stay.fromDate })).toBe("शुक्र, 3 जुल॰");
    expect(startsLine(en, "en", { time: "07:30", endTime: "19:00" })).toBe(
      "Starts at 7:30 AM · Ends 7:00 PM",
    );
    expect(startsLine(hi, "hi", { time: "07:30", endTime: null })).toBe("सुबह 7:30 बजे शुरू");
  });

  it("say how far, the rating and the match in each language", () => {
    const near = makeDetail({ distanceKm: 0.4, city: "Pune" });
    expect(distanceWords(en, "en", near)).toBe("In Pune");
    expect(distanceWords(hi, "hi", near)).toBe("Pune में");
    expect(distanceWords(hi, "hi", makeDetail({ distanceKm: 1234.4 }))).toMatch(/1,234 किमी$/);
    expect(distanceWords(en, "en", makeDetail({ distanceKm: null }))).toBeNull();
    expect(ratingWords(en, "en", 4.25)).toBe("★ 4.3");
    expect(ratingWords(hi, "hi", null)).toBe("अभी नहीं");
    expect(percentIn("hi", 73)).toBe("73%");
  });
});
