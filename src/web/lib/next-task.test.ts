import { describe, expect, it } from "vitest";
import { nextTask } from "./next-task";

describe("nextTask", () => {
  it("resolves after the current task and its microtasks, behind a timer already queued", async () => {
    const order: string[] = [];
    setTimeout(() => order.push("queued timer"), 0);
    const done = nextTask().then(() => order.push("next task"));
    await Promise.resolve();
    order.push("microtask");
    await done;
    expect(order).toEqual(["microtask", "queued timer", "next task"]);
  });
});
