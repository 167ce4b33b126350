import { COMMON_TEXTS } from "./common";

// Texts of the header's notification list (beyond the SPEC).

export const NOTIFICATION_TEXTS = {
  title: "Notifications",
  button: (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : "Notifications"),
  close: "Close notifications",
  empty: "You're all caught up.",
  emptyHint: "Join requests, event decisions and new messages show up here.",
  list: "Latest notifications",
  unread: "Unread",
  loadError: "Couldn't load your notifications.",
  tryAgain: COMMON_TEXTS.tryAgain,
} as const;
