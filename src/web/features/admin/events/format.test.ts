import { describe, expect, it } from "vitest";
import { eventDates, indiaDay } from "./format";

describe("event dates and time", () => {
  it("reads days on India's calendar", () => {
    // 20:00 UTC on the 11th is already the 12th in India.
    expect(indiaDay("2026-06-11T20:00:00.000Z")).toBe("2026-06-12");
    expect(indiaDay("not a date")).toBeNull();
    expect(indiaDay(null)).toBeNull();
  });

  it("shows one day once and a stay as a range", () => {
    expect(eventDates({ fromDate: "2026-06-12T00:00:00.000Z", toDate: "2026-06-12T18:29:59.000Z" })).toBe(
      "12 Jun 2026",
    );
    expect(eventDates({ fromDate: "2026-06-12T00:00:00.000Z", toDate: "2026-06-14T18:29:59.000Z" })).toBe(
      "12 Jun 2026 – 14 Jun 2026",
    );
  });
});
