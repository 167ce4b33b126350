// A safety contact (issue 15, ADR 0024): the page a trusted contact opens without an account. The
// member's panel on an experience they joined and its sharing dialog read the safety catalogue
// (src/web/locales, ADR 0053).
export const SHARE_TEXTS = {
  // The contact's page.
  pageTitle: "Shared with you",
  pageIntro:
    "Someone who trusts you shared their plans for this experience, so you can see that they got there and got home safe. This page updates by itself.",
  hostedBy: "Hosted by",
  when: "When",
  where: "Where",
  startsAt: (time: string) => `Starts at ${time}`,
  status: "Check-in",
  not_checked_in: "Not checked in yet",
  arrived: (time: string) => `Arrived at ${time}`,
  home_safe: (time: string) => `Home safe at ${time}`,
  not_confirmed: "Hasn't confirmed they're home safe yet. You may want to check on them.",
  notConfirmedAfterArriving: (when: string) =>
    `Arrived at ${when}, but hasn't confirmed they're home safe yet. You may want to check on them.`,
  cancelled: "This experience was cancelled.",
  expires: (when: string) => `This link stops working on ${when}.`,
  goneTitle: "This link no longer works",
  goneBody: "It has expired, or the person who shared it stopped sharing.",
  loadFailed: "We could not load this page. Check your connection and try again.",
  retry: "Try again",
  privacy: "Only people with this link can see this page. It is not listed anywhere.",
} as const;
