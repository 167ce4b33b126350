import type { Verification } from "./contracts/person";

// Who may join or host what (issue 38 item 6, ADR 0047), one rule read by the server (which refuses)
// and the web (which says so before a member tries). A women-only trip takes women whose photo an
// admin checked against a live selfie, so declaring "female" is no longer enough; a listing marked
// "Verified members only" takes members who passed both checks.

export const WOMEN_ONLY_CATEGORY = "Women-Only Trips";

export type TrustMember = Verification & { gender: string };
export type TrustListing = { category: string; verifiedOnly: boolean };

/**
 * Why the member may not ask to join (or wait for) the listing, or null when they may:
 * `womenOnly` (not a woman: nothing they can do), `needsPhoto` (a woman without the photo check),
 * `needsVerification` (a verified-only listing: the checks still missing).
 */
export type JoinRefusal = "womenOnly" | "needsPhoto" | "needsVerification";

export function joinRefusal(listing: TrustListing, member: TrustMember): JoinRefusal | null {
  if (listing.category === WOMEN_ONLY_CATEGORY) {
    if (member.gender !== "female") return "womenOnly";
    if (!member.photoVerified) return "needsPhoto";
  }
  if (listing.verifiedOnly && !(member.phoneVerified && member.photoVerified)) return "needsVerification";
  return null;
}

/** Why the member may not host a listing of this category, or null when they may. */
export function hostRefusal(category: string, member: TrustMember): "womenOnlyHost" | "needsPhoto" | null {
  if (category !== WOMEN_ONLY_CATEGORY) return null;
  if (member.gender !== "female") return "womenOnlyHost";
  return member.photoVerified ? null : "needsPhoto";
}

/** "Verified user" (the SPEC's label) only when both checks passed (ADR 0047). */
export const isVerified = (member: Verification) => member.phoneVerified && member.photoVerified;

/** The member's next step to "Verified user": the phone first, then the photo; null when done. */
export function nextVerificationStep(member: Verification): "phone" | "photo" | null {
  if (!member.phoneVerified) return "phone";
  return member.photoVerified ? null : "photo";
}
