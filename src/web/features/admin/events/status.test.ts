import { describe, expect, it } from "vitest";
import { adminStatusBadge, canReview } from "./status";

const listing = (status: string, eventStatus = "ongoing") => ({ status, eventStatus });

describe("adminStatusBadge (SPEC 3)", () => {
  it("shows pending as Pending and rejected as Rejected", () => {
    expect(adminStatusBadge(listing("pending"))).toEqual({ tone: "pending", label: "Pending" });
    expect(adminStatusBadge(listing("rejected"))).toEqual({ tone: "rejected", label: "Rejected" });
  });

  it("shows anything else as Verified", () => {
    for (const status of ["approved", "verified", "", "something new"]) {
      expect(adminStatusBadge(listing(status))).toEqual({ tone: "verified", label: "Verified" });
    }
  });

  it("shows a listed experience that was closed as Cancelled, not Verified", () => {
    expect(adminStatusBadge(listing("approved", "cancelled"))).toEqual({
      tone: "cancelled",
      label: "Cancelled",
    });
    expect(adminStatusBadge(listing("approved", "completed"))).toEqual({
      tone: "verified",
      label: "Verified",
    });
  });

  it("shows a pending listing its host cancelled as Withdrawn, not waiting for review", () => {
    expect(adminStatusBadge(listing("pending", "cancelled"))).toEqual({
      tone: "withdrawn",
      label: "Withdrawn",
    });
  });
});

describe("canReview (SPEC 4)", () => {
  it("allows a decision only while pending and not cancelled by the host", () => {
    expect(canReview(listing("pending"))).toBe(true);
    expect(canReview(listing("pending", "cancelled"))).toBe(false);
    expect(canReview(listing("approved"))).toBe(false);
    expect(canReview(listing("rejected"))).toBe(false);
  });
});
