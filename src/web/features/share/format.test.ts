import { describe, expect, it } from "vitest";
import { indiaClock, indiaClockIn, indiaDateTime, indiaDateTimeIn } from "./format";

describe("India times", () => {
  it("reads an instant on India's clock", () => {
    expect(indiaClock("2026-06-14T14:00:00.000Z")).toBe("7:30 PM");
    expect(indiaDateTime("2026-06-14T18:29:59.000Z")).toBe("14 Jun 2026, 11:59 PM");
    expect(indiaClock("nonsense")).toBe("");
  });

  it("says it in Hindi through Intl's hi-IN, the part of the day as Hindi says it", () => {
    expect(indiaClockIn("hi", "2026-06-14T14:00:00.000Z")).toBe("शाम 7:30");
    expect(indiaDateTimeIn("hi", "2026-06-14T18:29:59.000Z")).toBe("14 जून 2026, रात 11:59");
    expect(indiaDateTimeIn("en", "2026-06-14T18:29:59.000Z")).toBe("14 Jun 2026, 11:59 PM");
    expect(indiaClockIn("hi", "nonsense")).toBe("");
  });
});
