import { describe, expect, it } from "vitest";
import { hasUnstorableText } from "./input-hygiene";

describe("hasUnstorableText", () => {
  it("finds a NUL or a lone surrogate at any depth, in keys too", () => {
    expect(hasUnstorableText({ a: ["x", { b: "y\u0000" }] })).toBe(true);
    expect(hasUnstorableText({ "k\u0000": 1 })).toBe(true);
    expect(hasUnstorableText("half \uD83D emoji")).toBe(true);
    expect(hasUnstorableText("\uDE00 alone")).toBe(true);
  });
  it("lets ordinary text, whole emoji and other values through", () => {
    expect(hasUnstorableText({ name: "Chai ☕ 😀 चाय", n: 3, ok: true, none: null })).toBe(false);
    expect(hasUnstorableText(undefined)).toBe(false);
  });
});
