import { describe, expect, it } from "vitest";
import { eventDays, formatDate, formatRelative, formatTime, indiaDay, ordinal, ratingText } from "./format";

describe("formatDate", () => {
  it("writes dd MMM yyyy", () => {
    expect(formatDate("2027-01-05")).toBe("05 Jan 2027");
    expect(formatDate("2026-12-31")).toBe("31 Dec 2026");
    expect(formatDate(new Date(2027, 6, 9, 18, 30))).toBe("09 Jul 2027");
  });

  it("reads full timestamps in local time", () => {
    const local = new Date(2027, 1, 14, 10, 0);
    expect(formatDate(local.toISOString())).toBe("14 Feb 2027");
  });

  it("gives an empty text for missing or unreadable dates", () => {
    expect(formatDate("")).toBe("");
    expect(formatDate(null)).toBe("");
    expect(formatDate(undefined)).toBe("");
    expect(formatDate("not a date")).toBe("");
    expect(formatDate("2027-13-01")).toBe("");
  });
});

describe("event dates and time", () => {
  it("reads days on India's calendar", () => {
    // 20:00 UTC on the 11th is already the 12th in India.
    expect(indiaDay("2026-06-11T20:00:00.000Z")).toBe("2026-06-12");
    expect(indiaDay("not a date")).toBeNull();
    expect(indiaDay(null)).toBeNull();
  });

  // One day once, a stay as a range; the days in India, whatever the viewer's time zone (18:30 UTC
  // is already the next day there).
  it.each([
    ["2026-06-12T00:00:00.000Z", "2026-06-12T18:29:59.000Z", "12 Jun 2026"],
    ["2026-06-12T00:00:00.000Z", "2026-06-14T18:29:59.000Z", "12 Jun 2026 – 14 Jun 2026"],
    ["2026-12-03T18:30:00.000Z", "2026-12-05T18:29:59.000Z", "04 Dec 2026 – 05 Dec 2026"],
    ["2026-12-03T18:30:00.000Z", "2026-12-04T18:29:00.000Z", "04 Dec 2026"],
  ])("shows the days from %s to %s as %s", (fromDate, toDate, days) => {
    expect(eventDays({ fromDate, toDate })).toBe(days);
  });

  it("reads times on a 12-hour clock and missing ratings as N/A", () => {
    expect(formatTime("07:30")).toBe("7:30 AM");
    expect(formatTime("00:15")).toBe("12:15 AM");
    expect(formatTime("12:00")).toBe("12:00 PM");
    expect(formatTime("19:45")).toBe("7:45 PM");
    expect(ratingText(null)).toBe("N/A");
    expect(ratingText(4.25)).toBe("4.3");
  });
});

describe("formatRelative", () => {
  const now = new Date(2026, 10, 20, 15, 0, 0); // Fri 20 Nov 2026, 15:00 local time
  const at = (...args: [number, number, number, number?, number?]) =>
    new Date(args[0], args[1], args[2], args[3] ?? 0, args[4] ?? 0).toISOString();

  it("reads now, minutes and hours today", () => {
    expect(formatRelative(new Date(now.getTime() - 20_000).toISOString(), now)).toBe("now");
    expect(formatRelative(new Date(now.getTime() - 5 * 60_000).toISOString(), now)).toBe("5m");
    expect(formatRelative(at(2026, 10, 20, 9), now)).toBe("6h");
  });

  it("reads Yesterday, a weekday within the week, a day and month this year, else dd MMM yyyy", () => {
    expect(formatRelative(at(2026, 10, 19, 23), now)).toBe("Yesterday");
    expect(formatRelative(at(2026, 10, 16, 10), now)).toBe("Mon");
    expect(formatRelative(at(2026, 2, 5, 10), now)).toBe("05 Mar");
    expect(formatRelative(at(2025, 11, 31, 10), now)).toBe("31 Dec 2025");
  });

  it("has a long style for the notification list", () => {
    expect(formatRelative(new Date(now.getTime() - 1000).toISOString(), now, "long")).toBe("Just now");
    expect(formatRelative(new Date(now.getTime() - 12 * 60_000).toISOString(), now, "long")).toBe(
      "12 min ago",
    );
    expect(formatRelative(at(2026, 10, 20, 12), now, "long")).toBe("3 h ago");
  });

  it("gives nothing for a missing or unreadable time", () => {
    expect(formatRelative(null, now)).toBe("");
    expect(formatRelative("not a date", now)).toBe("");
  });
});

describe("ordinal", () => {
  it("writes English ordinals, the teens with th", () => {
    expect([1, 2, 3, 4, 10, 11, 12, 13, 14, 21, 22, 23, 101, 111, 112].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "10th",
      "11th",
      "12th",
      "13th",
      "14th",
      "21st",
      "22nd",
      "23rd",
      "101st",
      "111th",
      "112th",
    ]);
  });
});
