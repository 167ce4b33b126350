import { describe, expect, it } from "vitest";
import { adminStatusBadge, canReview } from "./status";

describe("adminStatusBadge (SPEC 3)", () => {
  it("shows pending as Pending and rejected as Rejected", () => {
    expect(adminStatusBadge("pending")).toEqual({ tone: "pending", label: "Pending" });
    expect(adminStatusBadge("rejected")).toEqual({ tone: "rejected", label: "Rejected" });
  });

  it("shows anything else as Verified", () => {
    for (const status of ["approved", "verified", "", "something new", null, undefined]) {
      expect(adminStatusBadge(status)).toEqual({ tone: "verified", label: "Verified" });
    }
  });
});

describe("canReview (SPEC 4)", () => {
  it("allows a decision only while pending", () => {
    expect(canReview("pending")).toBe(true);
    expect(canReview("approved")).toBe(false);
    expect(canReview("rejected")).toBe(false);
  });
});
