import { describe, expect, it } from "vitest";
import { formatDate } from "./format";

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
