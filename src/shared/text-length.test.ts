import { describe, expect, it } from "vitest";
import { characterCount, fitsLength } from "./text-length";

describe("characterCount", () => {
  it("counts what a member sees as one character as one", () => {
    expect(characterCount("chai")).toBe(4);
    expect(characterCount("👨‍👩‍👧‍👦")).toBe(1);
    expect(characterCount("😀😀")).toBe(2);
    expect(characterCount("नमस्ते")).toBe(3);
    expect(characterCount("")).toBe(0);
  });
});

describe("fitsLength", () => {
  it("lets 2,000 emoji through and refuses 2,001", () => {
    expect(fitsLength("😀".repeat(2000), 2000)).toBe(true);
    expect(fitsLength("👨‍👩‍👧‍👦".repeat(2000), 2000)).toBe(true);
    expect(fitsLength("😀".repeat(2001), 2000)).toBe(false);
    expect(fitsLength("a".repeat(2001), 2000)).toBe(false);
  });
});
