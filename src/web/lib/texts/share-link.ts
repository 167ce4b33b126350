// A link worth sharing (issue 27 item 5, ADR 0031): the invitation the sign-in screen shows to someone
// who opened a shared link. The Share button of an experience reads the event catalogue (ADR 0053).
export const SHARE_LINK_TEXTS = {
  invitedTo: "You're invited to",
  loadingInvitation: "Loading the experience you were invited to",
} as const;
