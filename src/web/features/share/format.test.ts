import { describe, expect, it } from "vitest";
import { indiaClock, indiaDateTime } from "./format";

describe("India times", () => {
  it("reads an instant on India's clock", () => {
    expect(indiaClock("2026-06-14T14:00:00.000Z")).toBe("7:30 PM");
    expect(indiaDateTime("2026-06-14T18:29:59.000Z")).toBe("14 Jun 2026, 11:59 PM");
    expect(indiaClock("nonsense")).toBe("");
  });
});
