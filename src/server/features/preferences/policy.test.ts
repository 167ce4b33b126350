import { describe, expect, it } from "vitest";
import type { NotificationPreferences } from "../../../shared/contracts/preferences";
import { categoryOf, deliveryChannel, heldByQuietHours, quietHoursEnd } from "./policy";

const prefs = (requests: { push: boolean; email: boolean }): NotificationPreferences => {
  const on = { push: true, email: true };
  return {
    channels: { requests, messages: on, reminders: on, eventUpdates: on, newNearYou: on },
    quietHours: { enabled: true, start: "22:00", end: "08:00" },
  };
};

const ist = (iso: string) => new Date(`${iso}+05:30`);

describe("categoryOf", () => {
  it("sorts every kind into the five categories", () => {
    expect(["request_received", "request_accepted", "request_rejected"].map(categoryOf)).toEqual([
      "requests",
      "requests",
      "requests",
    ]);
    expect(["event_approved", "event_rejected", "event_cancelled"].map(categoryOf)).toEqual([
      "eventUpdates",
      "eventUpdates",
      "eventUpdates",
    ]);
    expect(categoryOf("message")).toBe("messages");
    expect(
      ["event_reminder_24h", "event_reminder_2h", "review_nudge", "home_safe_check"].map(categoryOf),
    ).toEqual(["reminders", "reminders", "reminders", "reminders"]);
    expect(categoryOf("host_listed")).toBe("eventUpdates");
    // The weekly digest has its own switch: stopping it stops nothing else.
    expect(categoryOf("new_near_you")).toBe("newNearYou");
    expect(heldByQuietHours("newNearYou")).toBe(true);
  });

  it("holds everything but reminders in quiet hours", () => {
    expect(heldByQuietHours("reminders")).toBe(false);
    expect(heldByQuietHours("requests")).toBe(true);
    expect(heldByQuietHours("messages")).toBe(true);
  });
});

describe("deliveryChannel", () => {
  it("pushes when push is on and the member has a device", () => {
    expect(deliveryChannel(prefs({ push: true, email: true }), "requests", true)).toBe("push");
  });

  it("emails when push is off or there is no device, and email is on", () => {
    expect(deliveryChannel(prefs({ push: false, email: true }), "requests", true)).toBe("email");
    expect(deliveryChannel(prefs({ push: true, email: true }), "requests", false)).toBe("email");
  });

  it("sends nothing when neither channel can carry it", () => {
    expect(deliveryChannel(prefs({ push: false, email: false }), "requests", true)).toBe("none");
    expect(deliveryChannel(prefs({ push: true, email: false }), "requests", false)).toBe("none");
  });

  it("reads only the category asked about", () => {
    expect(deliveryChannel(prefs({ push: false, email: false }), "eventUpdates", true)).toBe("push");
  });
});

describe("quietHoursEnd (India time)", () => {
  const quiet = { enabled: true, start: "22:00", end: "08:00" };

  it("holds 23:00 until 08:00 the next morning", () => {
    expect(quietHoursEnd(ist("2026-11-23T23:00:00"), quiet)).toEqual(ist("2026-11-24T08:00:00"));
  });

  it("holds 22:00 sharp and 07:59 until 08:00, and lets 08:00 and noon through", () => {
    expect(quietHoursEnd(ist("2026-11-23T22:00:00"), quiet)).toEqual(ist("2026-11-24T08:00:00"));
    expect(quietHoursEnd(ist("2026-11-24T07:59:59"), quiet)).toEqual(ist("2026-11-24T08:00:00"));
    expect(quietHoursEnd(ist("2026-11-24T08:00:00"), quiet)).toBeNull();
    expect(quietHoursEnd(ist("2026-11-24T12:00:00"), quiet)).toBeNull();
    expect(quietHoursEnd(ist("2026-11-24T21:59:00"), quiet)).toBeNull();
  });

  it("handles hours within one day and quiet hours turned off", () => {
    const afternoon = { enabled: true, start: "13:00", end: "15:30" };
    expect(quietHoursEnd(ist("2026-11-24T14:00:00"), afternoon)).toEqual(ist("2026-11-24T15:30:00"));
    expect(quietHoursEnd(ist("2026-11-24T16:00:00"), afternoon)).toBeNull();
    expect(quietHoursEnd(ist("2026-11-23T23:00:00"), { ...quiet, enabled: false })).toBeNull();
  });

  it("counts the day in India, not UTC (23:30 IST is 18:00 UTC the same day)", () => {
    expect(quietHoursEnd(new Date("2026-11-23T18:00:00Z"), quiet)).toEqual(ist("2026-11-24T08:00:00"));
    // 01:00 IST on the 24th is still the 23rd in UTC.
    expect(quietHoursEnd(new Date("2026-11-23T19:30:00Z"), quiet)).toEqual(ist("2026-11-24T08:00:00"));
  });
});
