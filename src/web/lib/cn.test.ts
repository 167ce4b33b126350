import { describe, expect, it } from "vitest";
import { assertNoOverride, cn } from "./cn";

describe("cn", () => {
  it("joins the parts that are set, as written", () => {
    expect(cn("a", false, null, undefined, "", "b")).toBe("a b");
    expect(cn(false, null)).toBe("");
    expect(cn("flex items-center gap-2", undefined, false)).toBe("flex items-center gap-2");
    // Size and colour of text are different properties: both stay.
    expect(cn("text-[11px] text-gray-600", "font-medium")).toBe("text-[11px] text-gray-600 font-medium");
  });

  it("refuses, in development and tests, a class that a later one would override", () => {
    expect(() => cn("animate-pulse rounded-xl bg-stone-200/80", "size-9 rounded-full")).toThrow(
      /rounded-xl would be overridden/,
    );
    expect(() => assertNoOverride("text-[11px] text-gray-600 text-brand-700")).toThrow(/text-gray-600/);
    // A breakpoint's class and a refinement (one side's padding) override nothing.
    expect(() => assertNoOverride("p-4 md:p-6 px-2")).not.toThrow();
  });
});
