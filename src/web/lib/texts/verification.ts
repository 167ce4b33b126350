// "Verified members only" (issue 38 item 6, ADR 0047): the English the event page's catalogue holds
// (scripts/catalogue-check.test.ts), as the create form's does. The badges and the trust line read the
// shell's, the profile's and the admins' catalogues (ADR 0053).
export const VERIFICATION_TEXTS = {
  verifiedOnly: "Verified members only",
} as const;
