import { describe, expect, it } from "vitest";
import { costLabel, isEventOver, normalisedCost } from "./event-rules";

describe("costLabel (SPEC 2 /events card)", () => {
  it("shows the fee per person", () => {
    expect(costLabel("fee", 499)).toBe("Rs. 499 per person");
    expect(costLabel("fee", 0)).toBe("Rs. 0 per person");
  });

  it("shows Go {paymentType} otherwise", () => {
    expect(costLabel("dutch", 0)).toBe("Go dutch");
    expect(costLabel("split", 1200)).toBe("Go split");
  });
});

describe("normalisedCost and isEventOver", () => {
  it("charges only an admission fee", () => {
    expect(normalisedCost({ paymentType: "fee", cost: 300 })).toBe(300);
    expect(normalisedCost({ paymentType: "split", cost: 300 })).toBe(0);
  });

  it("counts an event as over after its end or once completed", () => {
    const now = new Date("2027-01-10T00:00:00Z");
    expect(isEventOver({ toDate: "2027-01-09T23:59:59Z", eventStatus: "ongoing" }, now)).toBe(true);
    expect(isEventOver({ toDate: "2027-01-11T00:00:00Z", eventStatus: "ongoing" }, now)).toBe(false);
    expect(isEventOver({ toDate: "2027-01-11T00:00:00Z", eventStatus: "completed" }, now)).toBe(true);
  });
});
