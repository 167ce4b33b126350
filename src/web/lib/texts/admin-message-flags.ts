// A reported chat message's answers in the one moderation queue (issue 28 item 6, ADR 0043): the
// words and accessible names /admin/messages had, which the e2e journeys still read.
export const ADMIN_MESSAGE_FLAG_TEXTS = {
  photo: "Photo",
  dismiss: "Dismiss",
  remove: "Remove",
  dismissLabel: (name: string) => `Dismiss the reports of ${name}'s message`,
  removeLabel: (name: string) => `Remove ${name}'s message`,
} as const;
