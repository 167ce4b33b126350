import { describe, expect, it } from "vitest";
import { indiaInstant } from "./event-rules";
import { isShareable, shortEventDays, shortIndiaDay } from "./share-card";

const NOW = new Date("2026-12-10T12:00:00Z");

describe("which experiences a shared link shows", () => {
  const event = { status: "approved", eventStatus: "ongoing", toDate: new Date("2026-12-12T18:29:00Z") };

  it("shows an approved, running experience until it is over", () => {
    expect(isShareable(event, NOW)).toBe(true);
    expect(isShareable({ ...event, toDate: event.toDate.toISOString() }, NOW)).toBe(true);
    expect(isShareable(event, new Date(event.toDate.getTime() + 1))).toBe(false);
  });

  it("hides pending, rejected, cancelled and completed ones", () => {
    expect(isShareable({ ...event, status: "pending" }, NOW)).toBe(false);
    expect(isShareable({ ...event, status: "rejected" }, NOW)).toBe(false);
    expect(isShareable({ ...event, eventStatus: "cancelled" }, NOW)).toBe(false);
    expect(isShareable({ ...event, eventStatus: "completed" }, NOW)).toBe(false);
  });
});

describe("the days a card says", () => {
  it("reads the day in India, whatever the instant's UTC date", () => {
    expect(shortIndiaDay(indiaInstant("2026-12-12", "07:30"))).toBe("Sat 12 Dec");
    // 00:30 in India is still the evening before in UTC.
    expect(shortIndiaDay(indiaInstant("2026-12-12", "00:30"))).toBe("Sat 12 Dec");
    expect(shortIndiaDay("2027-01-04T20:00:00.000Z")).toBe("Tue 5 Jan");
  });

  it("says one day, or the first and last of a stay", () => {
    const from = indiaInstant("2026-12-12", "17:30");
    expect(shortEventDays({ fromDate: from, toDate: indiaInstant("2026-12-12", "23:59") })).toBe(
      "Sat 12 Dec",
    );
    expect(shortEventDays({ fromDate: from, toDate: indiaInstant("2026-12-14", "23:59") })).toBe(
      "Sat 12 Dec – Mon 14 Dec",
    );
  });
});
