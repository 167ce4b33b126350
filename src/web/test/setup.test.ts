import { readThread } from "@shared/endpoints/inbox";
import { describe, expect, it } from "vitest";
import { callEndpoint } from "../lib/call-endpoint";
import { afterTask } from "../lib/next-task";
import { answer, keyOf, ok, recordCalls } from "./api-stub";

// The client sends each request a task after it is asked (lib/api.ts): one asked for as a test ends
// leaves after it. setup.ts lets it leave before the next test starts recording.
describe("recordCalls between tests", () => {
  it("a screen marks its thread read just as its test ends", () => {
    answer({
      [keyOf(readThread, { kind: "group", id: "g1" })]: ok(readThread, { total: 0, users: {}, groups: {} }),
    });
    void callEndpoint(readThread, { params: { kind: "group", id: "g1" } });
  });

  it("the next test records only its own requests", async () => {
    const calls = recordCalls();
    // Tasks enough for a request queued before this test to have left.
    for (let i = 0; i < 3; i++) await afterTask();
    expect(calls).toEqual([]);
  });
});
