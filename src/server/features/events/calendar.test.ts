import { describe, expect, it } from "vitest";
import type { EventRow } from "../../db/event-columns";
import { eventCalendar } from "./calendar";

const base = {
  id: "00000000-0000-4000-8000-000000000001",
  name: "Sunrise trek",
  description: "Bring water.",
  city: "Pune",
  state: "Maharashtra",
  fromDate: new Date("2030-03-01T01:30:00Z"),
  toDate: new Date("2030-03-01T18:29:59Z"),
  eventStatus: "upcoming",
} as unknown as EventRow;

// Unfolds continuation lines (RFC 5545 3.1) so each property can be read whole.
function properties(ics: string): string[] {
  return ics.replace(/\r\n /g, "").split("\r\n").filter(Boolean);
}

describe("eventCalendar", () => {
  it("never lets a bare carriage return or line feed start a new property", () => {
    const ics = eventCalendar(
      { ...base, name: "Trek\rATTENDEE:mailto:x@evil.test", description: "a\nb\r\nc\u2028d" },
      { url: "https://example.test/event/1", now: new Date("2030-01-01T00:00:00Z") },
    );
    // Every line break in the file is CRLF; no lone CR or LF remains.
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const props = properties(ics);
    expect(props.some((p) => p.startsWith("ATTENDEE"))).toBe(false);
    expect(props).toContain("SUMMARY:Trek\\nATTENDEE:mailto:x@evil.test");
    expect(props).toContain("DESCRIPTION:a\\nb\\nc\\nd");
  });

  it("escapes separators and folds long lines at 75 octets without splitting characters", () => {
    const name = `Chai, samosa; and \\ ${"चाय ".repeat(30)}`;
    const ics = eventCalendar({ ...base, name }, { url: "https://example.test/e", now: new Date() });
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    const summary = properties(ics).find((p) => p.startsWith("SUMMARY:"))!;
    expect(summary).toBe(`SUMMARY:Chai\\, samosa\\; and \\\\ ${"चाय ".repeat(30)}`);
  });
});
