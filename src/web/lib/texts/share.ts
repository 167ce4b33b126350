// A safety contact (issue 15, ADR 0024): the member's panel on an experience they joined, the
// sharing dialog, and the page a trusted contact opens without an account.
export const SHARE_TEXTS = {
  // The member's panel.
  panelTitle: "Trusted contact",
  panelHint: "Let someone you trust follow along: where you are headed and when you're home.",
  shareButton: "Share with a trusted contact",
  sharing: "Sharing with a trusted contact",
  linkUntil: (when: string) => `The link works until ${when}.`,
  manage: "Manage link",
  arrive: "I've arrived",
  homeSafe: "I'm home safe",
  arrivedAt: (time: string) => `You checked in at ${time}.`,
  homeSafeAt: (time: string) => `You confirmed you're home safe at ${time}.`,
  askTitle: "Home safe?",
  askBody: "The experience has ended. Let your trusted contact know you got home.",
  loading: "Loading your check-in",
  // The dialog.
  dialogTitle: "Share with a trusted contact",
  dialogNew:
    "Send this private link to someone you trust. It shows the experience, its host, and whether you've arrived or got home. Nothing else about you or the group.",
  dialogActive:
    "Your link is active. For your privacy it is shown only once; make a new one to send it again (the old one stops working).",
  linkLabel: "Private link",
  copy: "Copy",
  copied: "Link copied",
  copyFailed: "Could not copy. Select the link and copy it yourself.",
  nativeShare: "Share…",
  shareTitle: (event: string) => `Follow my plans: ${event}`,
  newLink: "Make a new link",
  createLink: "Create link",
  stopSharing: "Stop sharing",
  close: "Done",
  failed: "That did not work. Please try again.",
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
