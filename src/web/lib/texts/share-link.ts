// A link worth sharing (issue 27 item 5, ADR 0031): the Share button of an experience, and the
// invitation the sign-in screen shows to someone who opened a shared link.
export const SHARE_LINK_TEXTS = {
  share: "Share",
  shareLabel: (name: string) => `Share ${name}`,
  /** What the phone's share sheet sends beside the link. */
  shareText: (name: string, when: string, place: string) => `Join me at ${name} · ${when} · ${place}`,
  copied: "Link copied",
  copyFailed: "Could not copy the link. Copy it from the address bar instead.",
  // The sign-in screen.
  invitedTo: "You're invited to",
  loadingInvitation: "Loading the experience you were invited to",
} as const;
