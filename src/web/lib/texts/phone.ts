// A phone verified by a code sent by SMS (issue 38): the badge. The verification screen and home's
// card read their words from their catalogues (src/web/locales: phone, home); the title stays here
// for the guard test, which holds both catalogues' English to it.
export const PHONE_TEXTS = {
  title: "Verify your phone",
  verifiedBadge: "Phone verified",
} as const;
