// /admin/messages: chat messages members reported, each to dismiss or remove (issue 28 item 6).
export const ADMIN_MESSAGE_FLAG_TEXTS = {
  title: "Reported messages",
  subtitle: "Dismiss the reports to leave a message as it is, or remove it from the conversation.",
  none: "No message is waiting for a decision.",
  list: "Reported messages",
  link: (count: number | undefined) =>
    count === undefined ? "Reported messages" : `Reported messages (${count})`,
  inGroup: (name: string) => `In the group of ${name}`,
  toMember: (name: string) => `To ${name}`,
  photo: "Photo",
  reports: (n: number) => (n === 1 ? "1 report" : `${n} reports`),
  reportedBy: (name: string) => `${name}:`,
  dismiss: "Dismiss",
  remove: "Remove",
  dismissLabel: (name: string) => `Dismiss the reports of ${name}'s message`,
  removeLabel: (name: string) => `Remove ${name}'s message`,
} as const;
