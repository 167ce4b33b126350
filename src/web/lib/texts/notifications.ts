import { COMMON_TEXTS } from "./common";

// Texts of the header's notification panel (beyond the SPEC). The bell, the panel's title and its
// close button read theirs from the shell's catalogue (src/web/locales, ADR 0053); the panel's list
// and its failure words move to a catalogue in a later slice of issue 40.

export const NOTIFICATION_TEXTS = {
  empty: "You're all caught up.",
  emptyHint: "Join requests, event decisions and new messages show up here.",
  list: "Latest notifications",
  unread: "Unread",
  loadError: "Couldn't load your notifications.",
  tryAgain: COMMON_TEXTS.tryAgain,
} as const;

// The opt-in to push notifications at the foot of the list (ADR 0017): what they are before the
// browser asks, and the state of this device after.
export const PUSH_TEXTS = {
  heading: "Notifications on this device",
  explain:
    "Get a notification when someone asks to join your experience, when a host answers your request, when your listing is approved and when someone messages you, even when Meetup is closed. We email you instead while they are off.",
  turnOn: "Turn on notifications",
  on: "Notifications are on for this device.",
  turnOff: "Turn off",
  blocked:
    "Notifications are blocked for Meetup in this browser's settings. Allow them there to turn them on.",
  refused: "Notifications were not allowed, so they stay off.",
  failed: "Couldn't change notifications. Please try again.",
  unreachable:
    "Your browser's notification service could not be reached, so notifications stay off. Check your connection and try again.",
} as const;
