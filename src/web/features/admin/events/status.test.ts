import { describe, expect, it } from "vitest";
import { type Language, messageIn } from "../../../lib/i18n";
import { adminStatusBadge as badgeOf, canReview, type ReviewedListing } from "./status";

const listing = (status: string, eventStatus = "ongoing") => ({ status, eventStatus });

/** The badge as an admin reads it: its tone, and its label's words in `language`. */
const adminStatusBadge = (reviewed: ReviewedListing, language: Language = "en") => {
  const badge = badgeOf(reviewed);
  return { tone: badge.tone, label: messageIn(language, "admin", badge.label) };
};

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

  it("reads each badge in Hindi from the admin catalogue", () => {
    expect(adminStatusBadge(listing("pending"), "hi").label).toBe("बाकी");
    expect(adminStatusBadge(listing("rejected"), "hi").label).toBe("नामंज़ूर");
    expect(adminStatusBadge(listing("approved"), "hi").label).toBe("वेरिफ़ाइड");
    expect(adminStatusBadge(listing("pending", "cancelled"), "hi").label).toBe("वापस लिया गया");
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
