// The checks a member passed (issue 38 items 5 and 6, ADR 0047): the badges, the profile's trust
// line, and what a member who may not join yet can do.
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
  verifiedOnlyNote: "Members who verified their phone and photo can join.",
  verifiedOnlyHint: "Only members who verified their phone and their photo can ask to join.",
  needsPhotoLabel: "Verify your photo to join",
  needsPhotoNote: "Women-only trips are for women whose photo we have checked.",
  needsVerificationLabel: "Verify to join",
  needsVerificationNote: "This experience is for members who verified their phone and photo.",
} as const;
