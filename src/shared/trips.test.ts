import { describe, expect, it } from "vitest";
import { isTrip } from "./discovery";
import { distancePart, englishReasonLine } from "./discovery-reasons";

// Issue 41 item 1: a trip is decided by how long it lasts, never by its category.
const ist = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

describe("a trip", () => {
  it("is a listing that lasts through a night, whatever its category", () => {
    // The Nandi Hills cycle at dawn: one morning.
    expect(isTrip({ fromDate: ist("2026-12-06", "04:30"), toDate: ist("2026-12-06", "10:00") })).toBe(false);
    // An evening out that ends at 02:00 is not a night away.
    expect(isTrip({ fromDate: ist("2026-12-05", "21:00"), toDate: ist("2026-12-06", "02:00") })).toBe(false);
    // A night trek back at dawn is.
    expect(isTrip({ fromDate: ist("2026-12-05", "23:00"), toDate: ist("2026-12-06", "07:00") })).toBe(true);
    // A weekend away, and a listing over two days without an end time (over at 23:59:59).
    expect(isTrip({ fromDate: ist("2026-12-04", "08:00"), toDate: ist("2026-12-06", "18:00") })).toBe(true);
    expect(isTrip({ fromDate: ist("2026-12-05", "09:00"), toDate: ist("2026-12-06", "23:59") })).toBe(true);
    // One day without an end time.
    expect(isTrip({ fromDate: ist("2026-12-05", "09:00"), toDate: ist("2026-12-05", "23:59") })).toBe(false);
  });

  it("reads as one only away from the member: never 'Trip · Under 1 km' in their own city", () => {
    const line = (distanceKm: number | null, homeCity: string | null) => {
      const part = distancePart({ distanceKm, trip: true, city: "Pune", homeCity });
      return englishReasonLine(part ? [part] : []);
    };
    expect(line(0, "Pune")).toBe("In Pune");
    // From "Near me" (no home city): how far, not "Trip".
    expect(line(0.4, null)).toBe("Under 1 km");
    expect(line(12, null)).toBe("12 km");
    expect(line(120, null)).toBe("Trip · 120 km");
    expect(line(120, "Mumbai")).toBe("Trip · 120 km");
    // A one-day outing far away is no trip.
    const day = distancePart({ distanceKm: 732, trip: false, city: "Bengaluru", homeCity: "Pune" });
    expect(englishReasonLine([day!])).toBe("732 km");
  });
});
