import { describe, expect, it } from "vitest";
import { afterTask, nextTask } from "./next-task";

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

describe("afterTask", () => {
  it("resolves each caller in a task of its own, in order, after the current task's microtasks", async () => {
    const order: string[] = [];
    const first = afterTask().then(() => {
      order.push("first");
      // Work queued by the first task's continuation runs before the second task.
      queueMicrotask(() => order.push("first's microtask"));
    });
    const second = afterTask().then(() => order.push("second"));
    await Promise.resolve();
    order.push("microtask");
    await Promise.all([first, second]);
    expect(order).toEqual(["microtask", "first", "first's microtask", "second"]);
  });
});
