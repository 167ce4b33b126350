import { describe, expect, it } from "vitest";
import { featureGraph, featureLoops } from "./feature-graph";

// Issue 26 item 3: the server's feature folders form no loop. Domain events (ADR 0030) took events,
// reminders and users out of the one loop there was; what remains is the delivery of a
// notification, split between inbox (which plans it), push, email, preferences and delivery. It
// goes when delivery becomes the one feature that decides, and this list becomes empty. Until then
// the test holds it from growing: no other feature may join it, and no second loop may form.
const LOOPS_LEFT = [["delivery", "email", "inbox", "preferences", "push"]];

describe("the server's feature graph", () => {
  it("has no loop but the delivery one, which only shrinks", () => {
    const loops = featureLoops(featureGraph());
    expect(loops.length).toBeLessThanOrEqual(LOOPS_LEFT.length);
    for (const loop of loops) {
      expect(LOOPS_LEFT.some((allowed) => loop.every((feature) => allowed.includes(feature)))).toBe(true);
    }
  });

  it("finds a loop when there is one", () => {
    const graph = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["c"])],
      ["c", new Set(["a"])],
      ["d", new Set(["a"])],
    ]);
    expect(featureLoops(graph)).toEqual([["a", "b", "c"]]);
  });
});
