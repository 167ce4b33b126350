import { TEXTS } from "@shared/messages";
import { describe, expect, it } from "vitest";
import { approvalBadge, eventDays, formatTime, groupParticipants, ratingText, slotsLeftText } from "./format";
import { makeParticipant } from "./test/fixtures";

describe("listing texts", () => {
  it("counts slots left out of the total", () => {
    expect(slotsLeftText(3, 8)).toBe("3 of 8 slots left");
    expect(slotsLeftText(0, 10)).toBe("0 of 10 slots left");
  });

  it("names the approval state as the host reads it; a cancelled event is cancelled by the host", () => {
    expect(approvalBadge({ status: "pending", eventStatus: "ongoing" }).label).toBe(TEXTS.pendingApproval);
    expect(approvalBadge({ status: "approved", eventStatus: "ongoing" }).label).toBe(TEXTS.listed);
    expect(approvalBadge({ status: "rejected", eventStatus: "ongoing" }).label).toBe(TEXTS.rejected);
    expect(approvalBadge({ status: "approved", eventStatus: "cancelled" }).label).toBe("Cancelled by you");
    expect(approvalBadge({ status: "approved", eventStatus: "completed" }).label).toBe("Listed");
  });

  it("shows the days in India, whatever the viewer's time zone", () => {
    // 18:30 UTC is already the next day in India.
    expect(eventDays({ fromDate: "2026-12-03T18:30:00.000Z", toDate: "2026-12-05T18:29:59.000Z" })).toBe(
      "04 Dec 2026 – 05 Dec 2026",
    );
    expect(eventDays({ fromDate: "2026-12-03T18:30:00.000Z", toDate: "2026-12-04T18:29:00.000Z" })).toBe(
      "04 Dec 2026",
    );
  });

  it("reads times on a 12-hour clock and missing ratings as N/A", () => {
    expect(formatTime("07:30")).toBe("7:30 AM");
    expect(formatTime("00:15")).toBe("12:15 AM");
    expect(formatTime("12:00")).toBe("12:00 PM");
    expect(formatTime("19:45")).toBe("7:45 PM");
    expect(ratingText(null)).toBe("N/A");
    expect(ratingText(4.25)).toBe("4.3");
  });

  it("puts requests in Seekers, yes in Going, not-yet-answered in Thinking, and no in none", () => {
    const { seekers, going, thinking } = groupParticipants([
      makeParticipant("a", "Asha", "requested", "no"),
      makeParticipant("b", "Bala", "accepted", "yes"),
      makeParticipant("c", "Chitra", "accepted", "maybe"),
      makeParticipant("d", "Dev", "accepted", "no"),
      makeParticipant("e", "Esha", "rejected", "no"),
    ]);
    expect(seekers.map((p) => p.user.name)).toEqual(["Asha"]);
    expect(going.map((p) => p.user.name)).toEqual(["Bala"]);
    expect(thinking.map((p) => p.user.name)).toEqual(["Chitra"]);
  });
});
