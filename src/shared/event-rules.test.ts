import { describe, expect, it } from "vitest";
import { createEventSchema, normalisedCost } from "./create-event";
import { costLabel, isEventOver, todayInIndia } from "./event-rules";
import { CUSTOM_CATEGORY } from "./options";
import { EVENT_MESSAGES } from "./texts";

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

describe("dates and fees the database cannot hold", () => {
  const base = {
    name: "Trek",
    description: "A slow walk up to the fort for the sunrise, then breakfast together in the village.",
    category: "Adventure & Treks",
    state: "Karnataka",
    city: "Bengaluru",
    time: "06:00",
    totalSlots: 4,
    paymentType: "fee",
    cost: 100,
  };
  const schema = createEventSchema("2030-01-01");
  it("refuses a day that does not exist instead of rolling it into the next month", () => {
    const result = schema.safeParse({ ...base, fromDate: "2030-02-31", toDate: "2030-03-02" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(EVENT_MESSAGES.fromDateRequired);
  });
  it("refuses a fee over ten lakh with a sentence", () => {
    const result = schema.safeParse({
      ...base,
      fromDate: "2030-03-01",
      toDate: "2030-03-01",
      cost: 99999999999,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("The fee can be at most Rs. 10,00,000.");
  });
  // Issue 25 item 9: a name is one line of plain text wherever it is shown.
  it("refuses control characters and bidirectional overrides in the name, keeping emoji", () => {
    const dates = { fromDate: "2030-03-01", toDate: "2030-03-01" };
    for (const name of ["Trek\nto the fort", "Trek\u0000", "Trek\u001b[31m", "Tre\u202Ek", "Trek\u2066x"]) {
      const result = schema.safeParse({ ...base, ...dates, name });
      expect(result.success, JSON.stringify(name)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(EVENT_MESSAGES.nameSingleLine);
    }
    expect(schema.safeParse({ ...base, ...dates, name: "Chai ☕ walk 👨‍👩‍👧" }).success).toBe(true);
    const custom = { ...base, ...dates, category: CUSTOM_CATEGORY };
    expect(schema.safeParse({ ...custom, customCategory: "Night walks" }).success).toBe(true);
    const category = schema.safeParse({ ...custom, customCategory: "Night\rwalks" });
    expect(category.error?.issues[0]?.message).toBe(EVENT_MESSAGES.categorySingleLine);
  });
});

describe("todayInIndia", () => {
  it("is India's calendar date as Intl reads it, at every hour of a year and around midnight", () => {
    const intl = new Intl.DateTimeFormat("en-CA", {
      timeZone: "Asia/Kolkata",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    const start = Date.UTC(2026, 0, 1);
    for (let hour = 0; hour < 366 * 24; hour++) {
      const at = new Date(start + hour * 3_600_000 + 29 * 60_000);
      expect(todayInIndia(at), at.toISOString()).toBe(intl.format(at));
    }
    // 18:29 and 18:30 UTC are 23:59 and 00:00 in India.
    expect(todayInIndia(new Date("2026-03-31T18:29:59Z"))).toBe("2026-03-31");
    expect(todayInIndia(new Date("2026-03-31T18:30:00Z"))).toBe("2026-04-01");
  });
});
