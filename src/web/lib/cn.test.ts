import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("skips falsy parts", () => {
    expect(cn("a", false, null, undefined, "", "b")).toBe("a b");
    expect(cn(false, null)).toBe("");
  });

  it("returns a single part as written: one author's classes have nothing to override", () => {
    expect(cn("flex items-center gap-2", undefined, false)).toBe("flex items-center gap-2");
  });

  it("lets a later Tailwind class win over an earlier one for the same property", () => {
    expect(cn("animate-pulse rounded-xl bg-stone-200/80", "size-9 rounded-full")).toBe(
      "animate-pulse bg-stone-200/80 size-9 rounded-full",
    );
    // Size and colour of text are different properties: both stay.
    expect(cn("text-[11px] text-gray-600", "text-brand-700")).toBe("text-[11px] text-brand-700");
  });
});
