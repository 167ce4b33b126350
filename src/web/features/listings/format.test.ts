import { describe, expect, it } from "vitest";
import { messageIn, type Translate } from "../../lib/i18n";
import { TEXTS } from "../../lib/texts";
import { approvalBadge, groupParticipants, slotsLeftText } from "./format";
import { makeParticipant } from "./test/fixtures";

const inEnglish: Translate<"listings"> = (key, values) => messageIn("en", "listings", key, values);
const inHindi: Translate<"listings"> = (key, values) => messageIn("hi", "listings", key, values);
const badge = (event: Parameters<typeof approvalBadge>[0]) => inEnglish(approvalBadge(event).label);

describe("listing texts", () => {
  it("counts slots left out of the total", () => {
    expect(slotsLeftText(inEnglish, 3, 8)).toBe("3 of 8 slots left");
    expect(slotsLeftText(inEnglish, 0, 10)).toBe("0 of 10 slots left");
    expect(slotsLeftText(inEnglish, 1, 8)).toBe("1 of 8 slots left");
    expect(slotsLeftText(inHindi, 1, 8)).toBe("8 में से 1 सीट खाली");
    expect(slotsLeftText(inHindi, 3, 8)).toBe("8 में से 3 सीटें खाली");
  });

  it("names the approval state as the host reads it; a cancelled event is cancelled by the host", () => {
    expect(badge({ status: "pending", eventStatus: "ongoing" })).toBe(TEXTS.pendingApproval);
    expect(badge({ status: "approved", eventStatus: "ongoing" })).toBe(TEXTS.listed);
    expect(badge({ status: "rejected", eventStatus: "ongoing" })).toBe(TEXTS.rejected);
    expect(badge({ status: "approved", eventStatus: "cancelled" })).toBe("Cancelled by you");
    expect(badge({ status: "approved", eventStatus: "completed" })).toBe("Listed");
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
