import { describe, expect, it } from "vitest";
import { indianDigits } from "./numbers";

describe("indianDigits", () => {
  it("groups like toLocaleString('en-IN') does for whole numbers", () => {
    for (const n of [0, 7, 999, 1000, 2000, 12345, 100000, 1000000, 123456789, -54321]) {
      expect(indianDigits(n), String(n)).toBe(n.toLocaleString("en-IN"));
    }
  });
});
