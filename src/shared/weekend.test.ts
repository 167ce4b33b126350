import { describe, expect, it } from "vitest";
import { weekendInIndia } from "./weekend";

// The instants are written with India's offset: what the member's clock reads in India, whatever
// time zone the test machine (or the member's phone) is set to.
describe("weekendInIndia", () => {
  it("on a Friday night looks at the next day and the one after", () => {
    expect(weekendInIndia(new Date("2026-12-04T23:30:00+05:30"))).toEqual({
      from: "2026-12-05",
      to: "2026-12-06",
    });
  });

  it("a Friday night in India is already Friday evening in UTC: India's date decides", () => {
    // 2026-12-04 18:00 UTC is Friday 23:30 in India; 2026-12-04 19:00 UTC is Saturday 00:30.
    expect(weekendInIndia(new Date("2026-12-04T19:00:00Z"))).toEqual({
      from: "2026-12-05",
      to: "2026-12-06",
    });
    expect(weekendInIndia(new Date("2026-12-04T18:00:00Z")).from).toBe("2026-12-05");
  });

  it("on a Saturday is this Saturday and Sunday", () => {
    expect(weekendInIndia(new Date("2026-12-05T10:00:00+05:30"))).toEqual({
      from: "2026-12-05",
      to: "2026-12-06",
    });
  });

  it("on a Sunday at 23:59 is what is left: Sunday alone", () => {
    expect(weekendInIndia(new Date("2026-12-06T23:59:00+05:30"))).toEqual({
      from: "2026-12-06",
      to: "2026-12-06",
    });
  });

  it("on a Monday is the weekend at the end of the week", () => {
    expect(weekendInIndia(new Date("2026-12-07T00:00:00+05:30"))).toEqual({
      from: "2026-12-12",
      to: "2026-12-13",
    });
  });

  it("crosses a month and a year", () => {
    expect(weekendInIndia(new Date("2027-12-29T09:00:00+05:30"))).toEqual({
      from: "2028-01-01",
      to: "2028-01-02",
    });
  });
});
