import { describe, expect, it } from "vitest";
import { TEXTS } from "../../lib/texts";
import { approvalBadge, groupParticipants, slotsLeftText } from "./format";
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
