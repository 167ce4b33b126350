import { describe, expect, it } from "vitest";
import { rovingTarget } from "./roving-focus";

describe("rovingTarget", () => {
  it.each([
    ["ArrowRight", 1, "row", 2],
    ["ArrowRight", 3, "row", 0],
    ["ArrowLeft", 0, "row", 3],
    ["ArrowDown", 2, "column", 3],
    ["ArrowUp", 0, "column", 3],
    // Nothing focused yet (-1): down goes to the first.
    ["ArrowDown", -1, "column", 0],
    ["Home", 2, "row", 0],
    ["End", 0, "column", 3],
    ["ArrowDown", 1, "row", null],
    ["Enter", 1, "column", null],
  ] as const)("%s from %i along a %s of 4 leads to %s", (key, current, axis, target) => {
    expect(rovingTarget(key, current, 4, axis)).toBe(target);
  });
});
