import { describe, expect, it } from "vitest";
import { isCalendarDate, isReasonableInstant } from "./dates";

describe("isCalendarDate", () => {
  it("accepts real days, leap days included", () => {
    for (const day of ["2030-03-01", "2028-02-29", "1999-12-31", "9999-12-31"]) {
      expect(isCalendarDate(day)).toBe(true);
    }
  });
  it("refuses days that do not exist, year 0 and other shapes", () => {
    for (const day of [
      "2030-02-31",
      "2029-02-29",
      "2025-13-45",
      "2025-00-10",
      "0000-01-01",
      "1899-12-31",
      "2030-3-1",
      "2030-03-01T00:00:00Z",
      "",
    ]) {
      expect(isCalendarDate(day)).toBe(false);
    }
  });
});

describe("isReasonableInstant", () => {
  it("accepts ordinary instants and refuses year 0 and nonsense", () => {
    expect(isReasonableInstant("2030-01-01T10:00:00+05:30")).toBe(true);
    expect(isReasonableInstant("0000-01-01T00:00:00Z")).toBe(false);
    expect(isReasonableInstant("not a date")).toBe(false);
  });
});
