import { describe, expect, it } from "vitest";
import { featureGraph, featureLoops } from "./feature-graph";

// Issue 26 item 3: the server's feature folders form no loop. Domain events (ADR 0030) took events,
// reminders and users out of the one loop there was, and delivery, the one feature that decides how
// a notification leaves the app, took the last (delivery, email, inbox, preferences, push): the
// inbox records, delivery subscribes, push and email send.
describe("the server's feature graph", () => {
  it("has no loop", () => {
    expect(featureLoops(featureGraph())).toEqual([]);
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
