import type { ApprovalStatus } from "@shared/options";

export type AdminStatusTone = "pending" | "rejected" | "verified";

export type AdminStatusBadgeInfo = { tone: AdminStatusTone; label: string };

const BADGES: Record<AdminStatusTone, AdminStatusBadgeInfo> = {
  pending: { tone: "pending", label: "Pending" },
  rejected: { tone: "rejected", label: "Rejected" },
  verified: { tone: "verified", label: "Verified" },
};

/** SPEC 3: in the admin area a listing is "verified" whenever it is neither pending nor rejected. */
export function adminStatusBadge(
  status: ApprovalStatus | (string & {}) | null | undefined,
): AdminStatusBadgeInfo {
  if (status === "pending") return BADGES.pending;
  if (status === "rejected") return BADGES.rejected;
  return BADGES.verified;
}

/** SPEC 4 "Listing approval": the admin can approve or reject only while the listing is pending. */
export function canReview(status: string): boolean {
  return status === "pending";
}
