import { awaitsReview } from "@shared/event-rules";
import { ADMIN_EVENTS_TEXTS } from "../../../lib/texts";

export type AdminStatusTone = "pending" | "rejected" | "verified" | "withdrawn";

export type AdminStatusBadgeInfo = { tone: AdminStatusTone; label: string };

/** What the admin badge reads from a listing: its approval status and whether its host cancelled it. */
export type ReviewedListing = { status: string; eventStatus: string };

const BADGES: Record<AdminStatusTone, AdminStatusBadgeInfo> = {
  pending: { tone: "pending", label: ADMIN_EVENTS_TEXTS.badge.pending },
  rejected: { tone: "rejected", label: ADMIN_EVENTS_TEXTS.badge.rejected },
  verified: { tone: "verified", label: ADMIN_EVENTS_TEXTS.badge.verified },
  withdrawn: { tone: "withdrawn", label: ADMIN_EVENTS_TEXTS.badge.withdrawn },
};

/**
 * SPEC 3: in the admin area a listing is "verified" whenever it is neither pending nor rejected.
 * A pending listing its host cancelled before review reads "Withdrawn": it is not waiting for anyone.
 */
export function adminStatusBadge(listing: ReviewedListing): AdminStatusBadgeInfo {
  if (listing.status === "pending") return awaitsReview(listing) ? BADGES.pending : BADGES.withdrawn;
  if (listing.status === "rejected") return BADGES.rejected;
  return BADGES.verified;
}

/** SPEC 4 "Listing approval": the admin can approve or reject only while the listing awaits review. */
export const canReview = awaitsReview;
