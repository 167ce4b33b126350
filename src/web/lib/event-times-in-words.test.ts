import { describe, expect, it } from "vitest";
import { dayIn, eventDaysIn, eventTimeIn, eventWhenIn, shortEventDaysIn } from "./event-times-in-words";

// One event's days and times for every screen that shows them (the event page, the listings, the
// invitation card, the admins' queue): SPEC 9's English, Intl's Hindi, on India's calendar whatever
// the viewer's zone (the days are read at midnight UTC, in UTC).
describe("an event's days and times in the reader's language", () => {
  const stay = { fromDate: "2026-07-03T02:00:00.000Z", toDate: "2026-07-05T18:29:59.000Z", time: "07:30" };
  const day = { ...stay, toDate: stay.fromDate };

  it("say the days as SPEC 9 writes them in English and as Intl says them in Hindi", () => {
    expect(eventDaysIn("en", stay)).toBe("03 Jul 2026 – 05 Jul 2026");
    expect(eventDaysIn("hi", stay)).toBe("3 जुल॰ 2026 – 5 जुल॰ 2026");
    expect(eventDaysIn("hi", day)).toBe("3 जुल॰ 2026");
    expect(shortEventDaysIn("en", stay)).toBe("Fri 3 Jul – Sun 5 Jul");
    expect(shortEventDaysIn("hi", day)).toBe("शुक्र, 3 जुल॰");
    expect(dayIn("en", "2026-06-12")).toBe("12 Jun 2026");
    expect(dayIn("hi", "2026-06-12")).toBe("12 जून 2026");
    expect(dayIn("hi", null)).toBe("");
  });

  it("say the clock with the part of the day, and keep what they cannot read", () => {
    expect(eventTimeIn("en", "07:30")).toBe("7:30 AM");
    expect(eventTimeIn("en", "19:05")).toBe("7:05 PM");
    expect(eventTimeIn("hi", "07:30")).toBe("सुबह 7:30");
    expect(eventTimeIn("hi", "soon")).toBe("soon");
    expect(eventWhenIn("en", day)).toBe("03 Jul 2026 · 7:30 AM");
    expect(eventWhenIn("hi", day)).toBe("3 जुल॰ 2026 · सुबह 7:30");
  });
});
