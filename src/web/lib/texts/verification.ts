// The checks a member passed (issue 38 items 5 and 6, ADR 0047): the badges, the profile's trust
// line. What a member who may not join yet can do is the event page's (its catalogue, ADR 0053).
export const VERIFICATION_TEXTS = {
  badges: "Checks passed",
  phoneVerified: "Phone verified",
  photoVerified: "Photo verified",
  inProgress: "Verification in progress",
  nextPhone: "Next step: verify your phone.",
  nextPhoto: "Next step: verify your photo.",
  verifyPhone: "Verify your phone",
  verifyPhoto: "Verify your photo",
  verifiedOnly: "Verified members only",
  verifiedOnlyHint: "Only members who verified their phone and their photo can ask to join.",
} as const;
