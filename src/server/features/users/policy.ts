import type { Viewer } from "../auth/session-service";

// Who may see what of a member's profile (SPEC 6): one small rule per question.

// The phone number, birthday, email and unapproved events reach the member and admins only.
export const canSeePrivateDetails = (viewer: Viewer, userId: string) =>
  viewer.userId === userId || viewer.role === "admin";

// A banned member's profile is visible to admins alone.
export const canSeeBanned = (viewer: Viewer) => viewer.role === "admin";

// A member's UPI ID is theirs to see on their profile; the members of a group see each other's on
// its costs only (features/expenses), never on a profile.
export const canSeeOwnUpiId = (viewer: Viewer, userId: string) => viewer.userId === userId;

// A member's language is theirs alone: it tells what they read, which nobody else needs to know.
export const canSeeOwnLanguage = (viewer: Viewer, userId: string) => viewer.userId === userId;

// The phone check (ADR 0041) holds while the profile's number is the one a code proved: verifying
// stores both, so a number changed any other way leaves the member unverified.
export const isPhoneVerified = (user: {
  mobileNo: string;
  phoneE164: string | null;
  phoneVerifiedAt: Date | null;
}): boolean =>
  user.phoneVerifiedAt !== null &&
  user.phoneE164 !== null &&
  (user.mobileNo === user.phoneE164 || `+91${user.mobileNo}` === user.phoneE164);

// The photo check (issue 38 item 4) holds from an admin's approval of a live selfie until the member
// changes their picture.
export const isPhotoVerified = (user: { photoVerifiedAt: Date | null }): boolean =>
  user.photoVerifiedAt !== null;

// "Verified" (issue 38 item 5, ADR 0047): both checks passed.
export const isFullyVerified = (
  user: Parameters<typeof isPhoneVerified>[0] & { photoVerifiedAt: Date | null },
) => isPhoneVerified(user) && isPhotoVerified(user);
