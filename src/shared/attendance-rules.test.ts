import { describe, expect, it } from "vitest";
import { markingClosesAt, markingWindow, noShowWindowStart } from "./attendance-rules";

const end = new Date("2026-11-20T18:29:59Z"); // 23:59:59 on 20 Nov in India
const at = (iso: string) => new Date(iso);

describe("the marking window", () => {
  it("opens at the event's end and closes 7 days later", () => {
    const event = { toDate: end, eventStatus: "ongoing" };
    expect(markingWindow(event, at("2026-11-20T18:00:00Z"))).toBe("before");
    expect(markingWindow(event, at("2026-11-20T18:30:00Z"))).toBe("open");
    expect(markingClosesAt(event).toISOString()).toBe("2026-11-27T18:29:59.000Z");
    expect(markingWindow(event, at("2026-11-27T18:29:59Z"))).toBe("open");
    expect(markingWindow(event, at("2026-11-27T18:30:00Z"))).toBe("closed");
  });

  it("opens early for an event the host completed", () => {
    expect(markingWindow({ toDate: end, eventStatus: "completed" }, at("2026-11-19T10:00:00Z"))).toBe("open");
  });

  it("counts no-shows of the last 90 days", () => {
    expect(noShowWindowStart(at("2026-11-25T00:00:00Z")).toISOString()).toBe("2026-08-27T00:00:00.000Z");
  });
});
