import { awaitsReview } from "@shared/event-rules";
import type { AdminKey } from "../admin-words";

export type AdminStatusTone = "pending" | "rejected" | "verified" | "withdrawn" | "cancelled";

/** `label` is the badge's key in the admin catalogue. */
export type AdminStatusBadgeInfo = { tone: AdminStatusTone; label: AdminKey };

/** What the admin badge reads from a listing: its approval status and whether its host cancelled it. */
export type ReviewedListing = { status: string; eventStatus: string };

const BADGES: Record<AdminStatusTone, AdminStatusBadgeInfo> = {
  pending: { tone: "pending", label: "badgePending" },
  rejected: { tone: "rejected", label: "badgeRejected" },
  verified: { tone: "verified", label: "badgeVerified" },
  withdrawn: { tone: "withdrawn", label: "badgeWithdrawn" },
  cancelled: { tone: "cancelled", label: "badgeCancelled" },
};

/**
 * SPEC 3: in the admin area a listing is "verified" whenever it is neither pending nor rejected.
 * A pending listing its host cancelled before review reads "Withdrawn": it is not waiting for anyone.
 * A listed one its host (or a ban, or a deletion) closed reads "Cancelled": it is not listed any
 * more, and "Verified" said otherwise (issue 25 item 15).
 */
export function adminStatusBadge(listing: ReviewedListing): AdminStatusBadgeInfo {
  if (listing.status === "pending") return awaitsReview(listing) ? BADGES.pending : BADGES.withdrawn;
  if (listing.status === "rejected") return BADGES.rejected;
  if (listing.eventStatus === "cancelled") return BADGES.cancelled;
  return BADGES.verified;
}

/** SPEC 4 "Listing approval": the admin can approve or reject only while the listing awaits review. */
export const canReview = awaitsReview;
