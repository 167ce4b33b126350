import { describe, expect, it } from "vitest";
import { Interned } from "./interned";

// (Which copy comes back cannot be seen from JavaScript, where equal strings are the same value;
// the member index's bytes per member are measured in docs/scale.md.)
describe("interned values", () => {
  it("keeps each distinct value once, up to its bound, and answers every value unchanged", () => {
    const interned = new Interned(2);
    expect(["Pune", "Mumbai", "Pune"].map((v) => interned.of(v))).toEqual(["Pune", "Mumbai", "Pune"]);
    expect(interned.size).toBe(2);
    expect(interned.of("Delhi")).toBe("Delhi");
    expect(interned.size).toBe(2);
    expect(interned.of(null)).toBeNull();
  });

  it("answers one list for equal lists, frozen, and tells lists apart by their items", () => {
    const interned = new Interned();
    const first = interned.list(["Trek", "Cafe"]);
    expect(interned.list(["Trek", "Cafe"])).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(interned.list(["TrekCafe"])).not.toBe(first);
    expect(interned.list(["Cafe", "Trek"])).toEqual(["Cafe", "Trek"]);
    expect(interned.list([])).toEqual([]);
  });
});
