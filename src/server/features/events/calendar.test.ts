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
  it("names the listing by its id at the site's host, whatever the app is called", () => {
    const uid = (url: string) =>
      properties(eventCalendar(base, { url, now: new Date() })).find((p) => p.startsWith("UID:"));
    expect(uid("https://saath.example/event/1")).toBe(`UID:${base.id}@saath.example`);
    expect(uid("http://127.0.0.1:8080/event/1")).toBe(`UID:${base.id}@127.0.0.1:8080`);
    // A Host header no URL can hold (a development server takes it from the request).
    expect(uid("http://a b/event/1")).toBe(`UID:${base.id}@localhost`);
  });

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

  it("names the place, the address and the pin for a member who may see them", () => {
    const ics = eventCalendar(base, {
      url: "https://example.test/e",
      now: new Date("2030-01-01T00:00:00Z"),
      meetingPoint: {
        place: "Blue Tokai, Koregaon Park",
        address: "Lane 7; gate 2",
        lat: 18.5362,
        lng: 73.8936,
      },
    });
    const props = properties(ics);
    expect(props).toContain(
      "LOCATION:Blue Tokai\\, Koregaon Park\\, Lane 7\\; gate 2\\, Pune\\, Maharashtra\\, India",
    );
    expect(props).toContain("GEO:18.5362;73.8936");
  });

  it("names the place without GEO when the host dropped no pin", () => {
    const ics = eventCalendar(base, {
      url: "https://example.test/e",
      now: new Date("2030-01-01T00:00:00Z"),
      meetingPoint: { place: "Shaniwar Wada", address: "Main gate", lat: null, lng: null },
    });
    expect(properties(ics)).toContain("LOCATION:Shaniwar Wada\\, Main gate\\, Pune\\, Maharashtra\\, India");
    expect(ics).not.toContain("GEO:");
  });

  it("holds the area alone, in the member's language, for everyone else", () => {
    for (const meetingPoint of [null, undefined]) {
      const ics = eventCalendar(base, {
        url: "https://example.test/e",
        now: new Date("2030-01-01T00:00:00Z"),
        language: "hi",
        meetingPoint,
      });
      expect(properties(ics)).toContain("LOCATION:Pune\\, Maharashtra\\, भारत");
      expect(ics).not.toContain("GEO:");
    }
  });
});
